import { parseAst } from 'rolldown/parseAst';

/**
 * Swiper's `Swiper` class is one object: every feature it has travels with it, used or not. The
 * islands' sliders (carousel, product gallery) use few of them; the code of those they never use
 * is a fifth of the slider chunk, which the product page loads (docs/budgets.md#product-page).
 *
 * Each entry: a function (or a method of the class) of swiper's core, and when swiper would run
 * it — an option that turns it on (`loop`), an option's value (`slidesPerView: 'auto'`), or null
 * for a public method that only a caller would run (the islands never do; swiper itself neither).
 */
export const SWIPER_UNUSED = {
  loopCreate: 'loop',
  loopDestroy: 'loop',
  loopFix: 'loop',
  slideToLoop: 'loop',
  getBreakpoint: 'breakpoints',
  setBreakpoint: 'breakpoints',
  updateAutoHeight: 'autoHeight',
  slideToClickedSlide: 'slideToClickedSlide',
  setGrabCursor: 'grabCursor',
  unsetGrabCursor: 'grabCursor',
  onScroll: 'cssMode',
  slidesPerViewDynamic: "slidesPerView: 'auto'",
  translateTo: null,
  slideToClosest: null,
  setProgress: null,
  changeDirection: null,
  changeLanguageDirection: null,
};

const GUARD = 'swiperFeatureLeftOut';

/**
 * Swiper's core with the body of each function of {@link SWIPER_UNUSED} replaced by a guard that
 * throws when its option is on (or, for a method only a caller runs, when called): a slider that
 * would use a left-out feature fails at once and loudly (its tests with it) instead of
 * half-working; one that does not runs exactly as before, since swiper calls these only under
 * their option or lets them return at once without it.
 *
 * The class's `static defaults;` and `static extendedDefaults;` go too: declared without a value,
 * then defined by `Object.defineProperty` after the class, they only make the bundler add its
 * class-field helpers for the older Safari of the build's targets.
 *
 * Throws when a function is not found, so a swiper update that renames one fails the build.
 */
export function trimSwiperCore(code) {
  const cuts = [];
  const found = new Set();
  const replaceBody = (name, body) => {
    found.add(name);
    const option = SWIPER_UNUSED[name];
    cuts.push({ start: body.start, end: body.end, text: `{ ${GUARD}(this, ${JSON.stringify(option)}); }` });
  };
  for (const node of parseAst(code).body) {
    if (node.type === 'FunctionDeclaration' && node.id && Object.hasOwn(SWIPER_UNUSED, node.id.name)) replaceBody(node.id.name, node.body);
    if (node.type === 'ClassDeclaration' && node.id?.name === 'Swiper') {
      for (const member of node.body.body) {
        if (member.type === 'MethodDefinition' && member.key.type === 'Identifier' && Object.hasOwn(SWIPER_UNUSED, member.key.name)) replaceBody(member.key.name, member.value.body);
        if (member.type === 'PropertyDefinition' && member.static && member.value === null) cuts.push({ start: member.start, end: member.end, text: '' });
      }
    }
  }
  const missing = Object.keys(SWIPER_UNUSED).filter((name) => !found.has(name));
  if (missing.length) throw new Error(`swiper-trim: swiper's core no longer has ${missing.join(', ')}; update scripts/swiper-trim.mjs`);
  let trimmed = code;
  // From the end, so that the earlier offsets stay valid.
  for (const cut of cuts.sort((a, b) => b.start - a.start)) trimmed = `${trimmed.slice(0, cut.start)}${cut.text}${trimmed.slice(cut.end)}`;
  return `${trimmed}
function ${GUARD}(swiper, option) {
  const params = swiper.params;
  if (
    option === null ||
    (option === "slidesPerView: 'auto'" ? params.slidesPerView === 'auto' : option === 'breakpoints' ? params.breakpoints && Object.keys(params.breakpoints).length : params[option])
  )
    throw new Error(\`swiper: \${option === null ? 'this method' : \`"\${option}"\`} is left out of this build (scripts/swiper-trim.mjs)\`);
}
`;
}

/** The build's plugin: swiper's core, trimmed as {@link trimSwiperCore} says. */
export const swiperTrim = {
  name: 'swiper-trim',
  transform(code, id) {
    return /[\\/]swiper[\\/]shared[\\/]swiper-core\.mjs$/.test(id) ? { code: trimSwiperCore(code), map: null } : null;
  },
};
