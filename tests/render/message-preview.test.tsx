import { MessagePreview } from '@client/components/message-preview';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../support/render';

describe('a WhatsApp message before it is sent (render tier)', () => {
  it('every line may break anywhere: a login link inside a sentence stays in the box on a phone', async () => {
    const text =
      'Please open it: http://127.0.0.1:3456/login/39:BxhrYM3G5dfz1EMMGRaRfvUoggiPRuEP\nThank you.';
    await renderInApp(<MessagePreview text={text} language="en" testId="preview" />);
    const lines = [...screen.getByTestId('preview').children] as HTMLElement[];
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.style.overflowWrap).toBe('anywhere');
  });

  it('Urdu reads right to left in the Nastaliq face; a link on its own line stays left to right', async () => {
    const text = 'السلام علیکم!\nhttp://127.0.0.1:3456/login/52:abc';
    await renderInApp(<MessagePreview text={text} language="ur" testId="preview" />);
    const preview = screen.getByTestId('preview');
    expect(preview.getAttribute('dir')).toBe('rtl');
    const [greeting, link] = [...preview.children] as HTMLElement[];
    expect(greeting?.style.fontFamily).toContain('Noto Nastaliq Urdu');
    expect(link?.getAttribute('dir')).toBe('ltr');
  });
});
