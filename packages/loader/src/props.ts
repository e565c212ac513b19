/**
 * An island's raw props: `data-props`, else a child `<script type="application/json" data-island-props>`,
 * else `{}`. Only a direct child counts, so a nested island's props script is not taken. The script is
 * server markup and stays where it is. Throws the `SyntaxError` of invalid JSON.
 */
export function readProps(element: HTMLElement): unknown {
  const json = element.dataset.props ?? element.querySelector(':scope>script[data-island-props]')?.textContent;
  return json ? JSON.parse(json) : {};
}
