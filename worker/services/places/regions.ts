/**
 * The region words of a typed city (decision 063): US states by name and by USPS code, which
 * GeoNames uses as the first-level division code of US places, Canada's provinces, and the usual short names of a
 * few countries that English country names (places.data.ts) do not cover.
 */

/** State (and DC) names as cityKey writes them, to their USPS codes. */
export const usStates: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  'washington dc': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
};

export const usStateCodes = new Set(Object.values(usStates));

/**
 * Canada's provinces and territories by name, to GeoNames' division codes (numeric for Canada),
 * so "Toronto, Ontario" is not read as Ontario, California. Their two-letter postal codes are
 * left out: several are also country codes ("NL", "PE", "SK").
 */
export const canadianProvinces: Record<string, string> = {
  alberta: '01',
  'british columbia': '02',
  manitoba: '03',
  'new brunswick': '04',
  'newfoundland and labrador': '05',
  newfoundland: '05',
  'nova scotia': '07',
  ontario: '08',
  'prince edward island': '09',
  quebec: '10',
  saskatchewan: '11',
  yukon: '12',
  'northwest territories': '13',
  nunavut: '14',
};

/** Country names people write that are not the English name Intl gives ("United States"). */
export const countryAliases: Record<string, string> = {
  usa: 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  turkey: 'TR',
};
