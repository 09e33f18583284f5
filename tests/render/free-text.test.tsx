import { Facts, FreeText } from '@client/components/facts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../support/render';

describe('a family’s own words on an Urdu page (render tier)', () => {
  it('"[hidden]" inside Urdu text is said in Urdu, as its own isolate', async () => {
    await renderInApp(<p data-testid="text">{<FreeText>{'میرا نمبر [hidden] ہے'}</FreeText>}</p>, {
      language: 'ur',
    });
    const container = screen.getByTestId('text');
    expect(container.textContent).toBe('میرا نمبر [پوشیدہ] ہے');
    const outer = container.querySelector('bdi');
    expect(outer?.getAttribute('dir')).toBe('rtl');
    expect(outer?.querySelector('bdi')?.textContent).toBe('[پوشیدہ]');
  });

  it('an English sentence keeps its own "[hidden]" and reads left to right on the Urdu page', async () => {
    await renderInApp(<p data-testid="text">{<FreeText>{'Call me on [hidden] after 6.'}</FreeText>}</p>, {
      language: 'ur',
    });
    const container = screen.getByTestId('text');
    expect(container.textContent).toBe('Call me on [hidden] after 6.');
    expect(container.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
  });

  it('a line of facts: each fact its own isolate, one separator between each pair, "#39" left to right', async () => {
    await renderInApp(
      <p data-testid="facts">{<Facts facts={['پروفائل #39', '27 سال', 'MA English']} />}</p>,
      {
        language: 'ur',
      },
    );
    const container = screen.getByTestId('facts');
    const facts = [...container.querySelectorAll('.rishta-fact')];
    expect(facts.map((fact) => fact.querySelector('bdi')?.getAttribute('dir'))).toEqual([
      'rtl',
      'rtl',
      'ltr',
    ]);
    expect(container.querySelectorAll('.rishta-separator')).toHaveLength(2);
    expect(facts[0]?.querySelector('bdi bdi[dir="ltr"]')?.textContent).toBe('#39');
  });
});
