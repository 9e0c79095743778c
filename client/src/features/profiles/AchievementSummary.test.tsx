import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTestApolloClient, TestProviders } from '../../shared/test/test-utils';
import { AchievementSummary, type AchievementSummaryFields } from './AchievementSummary';

const spring: AchievementSummaryFields = {
  place: 1,
  eventName: 'Spring Cup',
  eventPlace: 'Vienna',
  category: 'Solo',
  date: '2024-03-15',
  isTop: true,
};

function renderSummary(ui: ReactElement) {
  const { container } = render(<TestProviders client={makeTestApolloClient(null)}>{ui}</TestProviders>);
  return container;
}

describe('achievement summary', () => {
  it('shows a medal, the event, the Top badge, place · category and venue · dd/mm/yyyy', () => {
    const container = renderSummary(<AchievementSummary achievement={spring} />);
    expect(screen.getByRole('img', { name: 'Gold medal' })).toBeInTheDocument();
    expect(screen.getByText('Spring Cup')).toBeInTheDocument();
    expect(screen.getByText('Top')).toBeInTheDocument();
    expect(container).toHaveTextContent('1st place · Solo');
    expect(container).toHaveTextContent('Vienna · 15/03/2024');
  });

  it('shows the place number instead of a medal from 4th place, and leaves out what is empty', () => {
    const container = renderSummary(
      <AchievementSummary achievement={{ ...spring, place: 4, isTop: false, category: '', eventPlace: null }} size="compact" />,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText('Top')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('4th place');
    expect(container).not.toHaveTextContent(' · ');
    expect(container).toHaveTextContent('15/03/2024');
  });

  it('renders the wizard extras: a message under the text and actions at the end', () => {
    renderSummary(
      <AchievementSummary achievement={spring} size="compact" actions={<button type="button">Edit Spring Cup</button>}>
        <p role="alert">The date is in the future.</p>
      </AchievementSummary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^The date is in the future\.$/);
    expect(screen.getByRole('button', { name: 'Edit Spring Cup' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Gold medal' })).toHaveAttribute('width', '26');
  });
});
