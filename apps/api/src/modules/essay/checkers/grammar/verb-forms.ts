/** Verb forms built from a lemma, for suggestions: third-person singular and simple past. */

const IRREGULAR_PAST: Record<string, string> = Object.fromEntries(
  (
    'be:was have:had do:did go:went make:made take:took give:gave see:saw come:came find:found begin:began ' +
    'become:became know:knew say:said get:got think:thought feel:felt leave:left keep:kept tell:told ' +
    'write:wrote run:ran bring:brought buy:bought fall:fell rise:rose grow:grew lose:lost meet:met pay:paid ' +
    'put:put read:read sell:sold send:sent set:set sit:sat speak:spoke spend:spent stand:stood win:won ' +
    'understand:understood build:built catch:caught choose:chose draw:drew drive:drove eat:ate fight:fought ' +
    'forget:forgot hear:heard hold:held lead:led let:let mean:meant teach:taught throw:threw wear:wore ' +
    'sleep:slept swim:swam sing:sang ring:rang shake:shook break:broke cost:cost cut:cut hit:hit hurt:hurt ' +
    'shut:shut quit:quit spread:spread cast:cast burst:burst split:split upset:upset shed:shed bet:bet beat:beat bid:bid thrust:thrust broadcast:broadcast forecast:forecast'
  )
    .split(' ')
    .map((pair) => pair.split(':')),
);

/** A past tense or participle the lemmatiser traced to its lemma ("fed", "sworn"): no -s or -ing form. */
export const inflectedPast = (t: { base: string; lemma: string }) =>
  t.base !== t.lemma && !/(s|ing)$/.test(t.base);

/** make → makes, carry → carries, watch → watches. */
export function thirdPerson(lemma: string): string {
  if (lemma === 'be') return 'is';
  if (lemma === 'have') return 'has';
  if (/(s|sh|ch|x|z|o)$/.test(lemma)) return `${lemma}es`;
  if (/[^aeiou]y$/.test(lemma)) return `${lemma.slice(0, -1)}ies`;
  return `${lemma}s`;
}

/** The simple past of a present form: "is" → "was", "are" → "were", "arrives" → "arrived". */
export function pastTense(form: string, lemma: string): string {
  const w = form.toLowerCase();
  if (w === 'are') return 'were';
  if (w === 'is' || w === 'am') return 'was';
  if (IRREGULAR_PAST[lemma]) return IRREGULAR_PAST[lemma];
  if (/e$/.test(lemma)) return `${lemma}d`;
  if (/[^aeiou]y$/.test(lemma)) return `${lemma.slice(0, -1)}ied`;
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(lemma)) return `${lemma}${lemma.slice(-1)}ed`;
  return `${lemma}ed`;
}
