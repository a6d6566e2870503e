import { useId } from 'react';
import { Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { type ColourScheme, DEFAULT_RADIUS, type PreviewTheme } from '../embed-theme.ts';

const schemes: [ColourScheme, string][] = [
  ['auto', 'Follow the visitor’s setting'],
  ['light', 'Light'],
  ['dark', 'Dark'],
];

/** Accent colour, corner radius and colour scheme for a key's widget; the preview and the snippet follow. */
export function ThemeControls({ theme, onChange }: { theme: PreviewTheme; onChange: (theme: PreviewTheme) => void }) {
  const ids = { accent: useId(), radius: useId(), radiusValue: useId(), scheme: useId() };
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-semibold">Theme</legend>
      <div className="grid gap-1">
        <Label htmlFor={ids.accent}>Accent colour</Label>
        <input
          id={ids.accent}
          type="color"
          value={theme.accent}
          onChange={(e) => onChange({ ...theme, accent: e.target.value })}
          className="h-10 w-20 cursor-pointer rounded-lg border border-input bg-background p-1 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring"
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={ids.radius}>Corner radius</Label>
        <div className="flex items-center gap-2">
          <input
            id={ids.radius}
            type="range"
            min={0}
            max={24}
            step={1}
            value={theme.radius}
            aria-describedby={ids.radiusValue}
            onChange={(e) => onChange({ ...theme, radius: Number(e.target.value) })}
            className="w-32 accent-primary focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring"
          />
          <output id={ids.radiusValue} htmlFor={ids.radius} className="text-sm tabular-nums">
            {theme.radius} px{theme.radius === DEFAULT_RADIUS ? ' (default)' : ''}
          </output>
        </div>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={ids.scheme}>Colour scheme</Label>
        <Select id={ids.scheme} value={theme.scheme} onChange={(e) => onChange({ ...theme, scheme: e.target.value as ColourScheme })}>
          {schemes.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
    </fieldset>
  );
}
