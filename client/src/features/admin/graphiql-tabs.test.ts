import { afterEach, describe, expect, it } from 'vitest';
import { patchOperationTabs } from './graphiql-tabs';

/** GraphiQL 5's tab bar and session as the graphiql and @graphiql/react packages render them. */
const tab = (index: number, active: boolean, closable: boolean) => `
  <li role="tab" aria-selected="${active}" class="graphiql-tab${active ? ' graphiql-tab-active' : ''}">
    <button type="button" class="graphiql-tab-button" id="graphiql-session-tab-${index}" aria-controls="graphiql-session">query ${index}</button>
    ${closable ? '<button type="button" class="graphiql-tab-close" aria-label="Close Tab"></button>' : ''}
  </li>`;

function mount(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <div class="graphiql-session-header">
      <ul role="tablist" aria-label="Select active operation" class="graphiql-tabs">${tab(0, true, false)}</ul>
    </div>
    <div role="tabpanel" id="graphiql-session" aria-labelledby="graphiql-session-tab-0"></div>`;
  document.body.append(root);
  return root;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('GraphiQL operation tabs (axe nested-interactive)', () => {
  afterEach(() => document.body.replaceChildren());

  it('makes the tab bar a labelled list of buttons, the active one current, the session a group', () => {
    const root = mount();
    patchOperationTabs(root);
    expect(root.querySelector('[role="tab"], [role="tablist"], [role="tabpanel"], [aria-selected]')).toBeNull();
    expect(root.querySelector('ul')).toHaveAttribute('aria-label', 'Select active operation');
    expect(root.querySelector('.graphiql-tab-button')).toHaveAttribute('aria-current', 'true');
    expect(root.querySelector('#graphiql-session')).toHaveAttribute('role', 'group');
  });

  it('keeps doing so as tabs are added and switched, until stopped', async () => {
    const root = mount();
    const stop = patchOperationTabs(root);
    const list = root.querySelector('ul')!;
    // GraphiQL re-renders: a second tab (both closable now), the first one no longer active.
    list.innerHTML = tab(0, false, true) + tab(1, true, true);
    await flush();
    expect(root.querySelectorAll('[role="tab"], [aria-selected]')).toHaveLength(0);
    const [first, second] = root.querySelectorAll('.graphiql-tab-button');
    expect(first).not.toHaveAttribute('aria-current');
    expect(second).toHaveAttribute('aria-current', 'true');

    stop();
    list.querySelector('li')!.setAttribute('role', 'tab');
    await flush();
    expect(list.querySelector('li')).toHaveAttribute('role', 'tab');
  });
});
