// Node module hook for `npm run docs`: the islands' modules import their stylesheets for the
// bundlers; the docs only read constants and checks from them, so a stylesheet loads as nothing.
export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return nextLoad(url, context);
}
