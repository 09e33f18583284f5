import { Footer } from '@client/app/layout/footer';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../support/render';

describe('the footer (render tier)', () => {
  it('says this year in the copyright line, in English and in Urdu (it said 2024 in 2026)', async () => {
    const year = String(new Date().getFullYear());
    const english = await renderInApp(<Footer />);
    expect(screen.getByText(/^© \d{4} Rishta\. All rights reserved\.$/).textContent).toBe(
      `© ${year} Rishta. All rights reserved.`,
    );
    english.unmount();
    await renderInApp(<Footer />, { language: 'ur' });
    expect(screen.getByText(/جملہ حقوق محفوظ ہیں/).textContent).toBe(
      `\u2066© ${year} Rishta\u2069۔ جملہ حقوق محفوظ ہیں۔`,
    );
  });
});
