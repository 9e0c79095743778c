/**
 * GraphiQL 5 (its `Tab`, @graphiql/react components/tabs) gives each operation's <li> role="tab" and puts its
 * two buttons (select, close) inside it: a tab whose content is interactive, axe's nested-interactive, and a
 * screen reader announces one tab where there are two controls. Those "tabs" behave as buttons (each its own
 * Tab stop, no arrow keys), so they are given back the semantics of what they do: a list of operations (the
 * <ul> keeps its label), the active one's button `aria-current`, the session a `group` named by it. GraphiQL
 * offers no option for this, so the attributes are corrected on its DOM, again whenever React re-renders them.
 */
export function patchOperationTabs(root: HTMLElement): () => void {
  const apply = () => {
    for (const element of root.querySelectorAll('.graphiql-session-header [role="tablist"], li.graphiql-tab[role="tab"]')) {
      element.removeAttribute('role');
    }
    for (const tab of root.querySelectorAll('li.graphiql-tab')) {
      if (tab.hasAttribute('aria-selected')) tab.removeAttribute('aria-selected');
      const button = tab.querySelector('.graphiql-tab-button');
      const active = tab.classList.contains('graphiql-tab-active');
      if (button && button.hasAttribute('aria-current') !== active) {
        if (active) button.setAttribute('aria-current', 'true');
        else button.removeAttribute('aria-current');
      }
    }
    const session = root.querySelector('#graphiql-session[role="tabpanel"]');
    session?.setAttribute('role', 'group');
  };
  apply();
  // Tabs added, closed or switched (React sets aria-selected again); watched in the tab bar only, away from Monaco.
  const observer = new MutationObserver(apply);
  const watched = root.querySelector('.graphiql-session-header') ?? root;
  observer.observe(watched, { subtree: true, childList: true, attributes: true, attributeFilter: ['role', 'aria-selected'] });
  return () => observer.disconnect();
}
