/**
 * The demo blog's posts (seeded by blog-demo.ts on the first `npm start`): real party-planning
 * guides, so the blog reads like a living one. Each is 400–900 words (blog-demo.test.ts checks).
 * `daysFromStart` places each post relative to the first start: negative ones are published, the
 * positive one is scheduled. `scene` names a drawing of platform/public/demo/venues for the cover.
 */
export interface DemoBlogPost {
  slug: string;
  title: string;
  summary: string;
  tags: string[];
  scene: 'backyard' | 'field' | 'garden' | 'house' | 'pool' | 'apartment';
  coverAlt: string;
  daysFromStart: number;
  body: string;
}

export const demoBlogPosts: DemoBlogPost[] = [
  {
    slug: 'six-week-birthday-party-checklist',
    title: 'The six-week birthday party checklist',
    summary: 'A week-by-week plan that keeps a birthday party calm: when to set the budget, send invitations, order the cake and confirm the venue, with nothing left for the last night.',
    tags: ['planning', 'checklists'],
    scene: 'backyard',
    coverAlt: 'A drawn backyard with a lawn, bunting and a picnic table set for a party',
    daysFromStart: -24,
    body: `Most party stress comes from a handful of jobs that all land in the same week. Spread them out and the same party feels easy. This is the plan we use ourselves: six weeks, one short list a week.

## Six weeks before: the three decisions

Everything else follows from three choices, so make them first and write them down.

1. **The budget.** Pick a total, then split it roughly: a third for the place and food, a third for the cake, drinks and decorations, a third kept back for the things nobody plans for (extra guests, a rainy-day plan, batteries).
2. **The guest count.** A common rule for children is their age plus one, which keeps the party small enough for everyone to play together. For adults, count the people you would be sad to leave out, not everyone you know.
3. **The date and time.** Two to three hours is plenty for children under ten. Avoid nap times for toddlers and the last weekend before school holidays, when families travel.

## Five weeks before: the place

If the party is away from home, book now; popular venues go weeks ahead, especially on Saturday afternoons. Before you pay, ask how many people the space really holds with tables set out, what happens if it rains, whether you may bring your own food and cake, and how long you have to set up and clear away. Put the answers in writing.

If the party is at home, walk through it as a guest would: where do coats go, where do people sit, where is the bathroom, and which rooms are closed?

## Four weeks before: invitations

Send invitations four weeks ahead for a weekend party, a little earlier around holidays. Say clearly:

- the date, the start **and** end time;
- the address, with parking or transit notes;
- whether siblings or parents are expected to stay;
- any theme or dress code, and what to wear if the party is outdoors;
- when you need an answer, and how to give it.

An RSVP deadline a week before the party gives you time to chase the people who forgot. Ask about allergies and dietary needs in the invitation itself, not the night before.

## Three weeks before: gifts and the plan for the day

If you keep a wishlist, share it now, while guests are still shopping. For children, a list with a range of prices lets every family find something that fits their budget. If several people want to give one larger present, a group gift saves everyone from buying five small ones.

Sketch the day on one page: arrival, a first activity for early guests, the main activity, food, cake, presents or no presents, goodbyes. Children settle faster when the first fifteen minutes have something to do in them.

## Two weeks before: order and borrow

Order the cake now, and tell the bakery about allergies. Buy or borrow what you need: tables, chairs, a cooler, extension leads, a speaker. Decide on party bags, or skip them; many families are happy without.

## One week before: confirm everything

Chase the missing answers and fix your final numbers. Confirm the venue, the cake and anything delivered, with times. Plan the food by quantity, not by dish: for children, small portions and plenty of water beat elaborate menus.

## The day before and the day itself

Charge the phone and camera, print nothing you can show on a screen, and pack a small kit: tape, scissors, lighter, candles, plasters, wipes, bin bags, a pen. Set up with an hour to spare. Then hand jobs away: one adult on the door, one on food, one on games. Your job is to enjoy the party with the person it is for.

Afterwards, send a short thank-you within a week. It does not need to be long; it needs to be sent.`,
  },
  {
    slug: 'birthday-party-games-by-age',
    title: 'Party games by age: what actually works from 3 to 12',
    summary: 'Games that match how children play at each age, how long each lasts, and the small tricks that stop a game from ending in tears.',
    tags: ['games', 'kids'],
    scene: 'field',
    coverAlt: 'A drawn grass field with a goal and bunting under a blue sky',
    daysFromStart: -10,
    body: `A game that delights a nine-year-old can overwhelm a four-year-old, and the other way round. The secret is not finding clever games but matching them to what children of that age can do: follow rules, wait their turn, lose gracefully.

## Ages 3 to 4: play together, nobody loses

At this age, turn-taking is hard and losing is harder. Choose activities where everyone does the same thing at once and everybody wins.

- **Bubbles and music.** A bubble machine and a playlist of songs they know keep a group busy longer than any organised game.
- **Freeze dance without the "out".** When the music stops, everyone freezes. Nobody is sent out; the fun is in the freezing.
- **Treasure basket hunt.** Hide plenty of small, identical things (paper stars, wooden blocks) and give each child a bag. Stop when every bag has a few.

Keep each activity to ten minutes and have a quiet corner with books or crayons for children who need a break.

## Ages 5 to 6: simple rules, short rounds

Five- and six-year-olds enjoy rules as long as they are short and the rounds are quick.

- **Musical statues or musical bumps.** If you send children out, give the ones who are out a job: choosing the next song, or judging the wobblers.
- **Pass the parcel with a prize in every layer.** Everyone unwraps something, so nobody waits the whole game for nothing.
- **Obstacle course.** Cushions to jump, a table to crawl under, a hoop to step through. Time each child and cheer every time.

Plan for about five games in a two-hour party, with food in the middle.

## Ages 7 to 8: teams and challenges

Children this age love teams, secret missions and a bit of competition, but they still notice when it is unfair.

- **Scavenger hunt with picture clues.** Teams of three or four, a list of things to find or photograph, and a time limit.
- **Relay races.** Egg and spoon, sack race, carrying water in a cup. Mix the teams so the fastest children are spread out.
- **Build-off.** Give each team the same box of materials (paper cups, tape, straws) and ten minutes to build the tallest tower.

Announce scores, but give every team a prize for something: the tallest, the funniest, the most creative, the best team spirit.

## Ages 9 to 12: choice and a little independence

Older children would rather choose than be organised. Offer a main activity and let them run it.

- **Mystery or escape game.** Print a simple set of clues that lead to a locked box (a padlock with a number code works well) holding the cake candles or party bags.
- **Minute-to-win-it challenges.** Stack five cups with one hand, move sweets with a straw, keep a balloon in the air with a paper fan. Fast, silly and easy to set up.
- **Make something to take home.** Decorate caps, tie-dye t-shirts, or build a simple kite. The craft doubles as the party bag.

At this age, leave unstructured time too. Half an hour of free play in a park or garden is often the part they remember.

## Tricks that work at any age

- **Explain once, show once.** Play a practice round before anything counts.
- **Have more prizes than you think.** Small prizes for effort take the sting out of losing.
- **Plan a calm game for after the cake.** Sugar and running rarely mix well; a drawing game or a story works better.
- **Watch the birthday child.** Being the centre of attention is tiring. A game where they are the judge gives them a rest without leaving them out.
- **Stop while it is still fun.** A game that ends while children still want more is a game that worked.

Write the running order on a card and stick it somewhere you can see it. When the party gets loud, you will be glad you do not have to remember it.`,
  },
  {
    slug: 'group-gifts-without-the-awkwardness',
    title: 'Group gifts without the awkwardness',
    summary: 'How to pool money for one present the birthday person will love: choosing the gift, suggesting amounts, keeping it a surprise and saying thank you.',
    tags: ['gifts', 'money'],
    scene: 'garden',
    coverAlt: 'A drawn garden with flower beds and a small table with a wrapped present',
    daysFromStart: -3,
    body: `One great present is often better than ten small ones, for the person who receives it and for everyone giving. Group gifts only feel awkward when the money part is vague. Make it clear and they become the easiest gift there is.

## Start with the gift, not the money

People give more happily to something specific. "A bike for Sam" is easier to join than "money towards Sam's birthday". If you can, ask the birthday person's family for two or three ideas, or look at their wishlist for the items with the highest prices: those are often the things they would never expect anyone to buy.

Check the price, including delivery and anything extra it needs (a helmet for the bike, a case for the tablet), and round up a little. Leftover money is easy to use; a shortfall is awkward.

## Suggest an amount, and a range

The hardest part for guests is guessing what others give. Remove the guesswork:

- name a suggested amount ("most people are giving about $15");
- say clearly that any amount is welcome, including a smaller one;
- set a maximum if some guests might feel pressure to match the most generous family.

For a children's party, a target and a suggested contribution by family works better than by person. For colleagues or friends, a small fixed amount keeps things equal.

## Make giving easy and traceable

Collecting cash at the door is where group gifts go wrong: someone forgets, someone pays twice, and nobody knows the total. Use one place where people can contribute online, see the target, and get a receipt. On Cakeday, a group pot on the wishlist does this: guests chip in from their gift page without an account, every contribution is held for 24 hours so mistakes can be undone, and the organiser sees the total as it grows.

Whatever you use, share a single link and a deadline, a week before the party, so there is time to buy the gift.

## Decide what happens if you miss the target

Say it up front, in the first message:

- **Top up.** The organiser or the family covers the difference.
- **Choose a smaller gift.** Have a second option at a lower price ready.
- **Refund.** If the target is not reached by the deadline, everyone gets their money back. This is the fairest choice for larger amounts, and Cakeday can do it automatically when you set the pot's deadline.

## Keep the surprise

A group gift is more fun when the birthday person does not know. Keep the conversation in a place they cannot see, and be careful with shared family accounts and email addresses. If the gift is for a child, the parents can usually be trusted with the secret; for an adult, pick someone close to them to check sizes and colours quietly.

## Present it well

Put the names of everyone who gave on a card, in no particular order and without amounts. Anonymous givers stay anonymous. If the gift arrives after the party, give a picture of it inside the card so there is something to open on the day.

## Say thank you to the givers too

After the party, send everyone who contributed a short note with a photo of the gift in use. It closes the loop, shows the money was well spent, and makes people glad to join the next one.

## A short template

> Hi everyone! For Maya's 7th birthday we are putting together a group gift: the art easel from her wishlist ($120). Most families are giving $15, but any amount is lovely. You can chip in here until Saturday the 5th. If we do not reach the total, everyone is refunded automatically. Please keep it a surprise!

Copy it, change the names, and your group gift is organised in five minutes.`,
  },
  {
    slug: 'questions-to-ask-before-booking-a-party-venue',
    title: 'Ten questions to ask before you book a party venue',
    summary: 'Capacity, setup time, food rules, rain plans, cancellation terms: what to ask a venue before you pay, and what the answers tell you.',
    tags: ['venues', 'planning'],
    scene: 'house',
    coverAlt: 'A drawn Victorian house with a porch decorated with balloons',
    daysFromStart: 5,
    body: `A venue can make a party effortless or turn it into a scramble. Most disappointments come from questions nobody asked before paying. Ask these ten, and write down the answers.

## 1. How many people does it really hold?

A room's maximum is usually for people standing. Ask how many it seats with the tables you will use, and whether children count the same as adults. Leave a margin: a room at its limit feels cramped, especially with coats, bags and a cake table.

## 2. What exactly is included in the price?

Tables, chairs, tablecloths, a sound system, cleaning, a host on site? Ask for the total including every fee: cleaning, deposits, service charges and taxes. A cheaper hourly rate with a large cleaning fee may cost more than a dearer one without.

## 3. How long do we have, including setup and clearing away?

Two hours of party needs at least half an hour before and after. Ask whether setup time is included in the booking or charged, and what happens if you overrun. Many venues leave a buffer between bookings; know yours.

## 4. Can we bring our own food, cake and drinks?

Some venues require their own catering or charge a fee for outside food. Ask about the cake in particular, and whether candles are allowed. If alcohol matters, ask whether it is allowed at all, and whether a licence or their staff is required.

## 5. What happens if it rains?

For gardens, parks, pools and backyards, ask about covered areas, a backup room, or a rain date. Ask when you have to decide, and whether changing your date costs anything.

## 6. What are the cancellation and refund terms?

Read the policy before you pay, not after. How much is refunded if you cancel a month before? A week before? What if the venue cancels? Keep the policy with the booking; on Cakeday it is copied onto your booking so it cannot change later.

## 7. Is it accessible?

Ask about steps, ramps, accessible restrooms and parking close to the door. Ask about it even if you do not think you need to: a grandparent with a stick or a guest with a pushchair will be glad you did.

## 8. What are the house rules?

Music curfews, confetti and glitter bans, bounce house rules, decorations on walls. Knowing them in advance saves a difficult conversation on the day and lost deposits afterwards.

## 9. Where do guests park, and how do they find the door?

A venue that is easy to find but impossible to park at will start your party late. Ask about parking, drop-off spots and the best entrance, and put the answers in the invitation.

## 10. Who is our contact on the day?

Get a name and a phone number for the day itself, not just the booking office. Ask who opens up, who has the keys to the heating or the lights, and who to call if something breaks.

## Before you sign

- **Visit if you can,** ideally at the same time of day as your party, to see the light and hear the noise.
- **Read recent reviews,** looking for the same complaint repeated rather than a single bad day.
- **Get it in writing.** A message or booking confirmation with the date, times, price and everything included is worth more than any promise on the phone.
- **Book early.** Saturday afternoons go first, especially in spring and early summer.

On Cakeday, venue pages show the price of your exact window, the minimum hours, the cancellation policy and house rules before you book, and you can message the owner with any of these questions. A good owner is happy to answer; one who is not is telling you something too.`,
  },
];
