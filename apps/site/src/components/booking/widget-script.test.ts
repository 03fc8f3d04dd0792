import { describe, expect, it } from 'vitest';
import { widgetScriptUrl } from './widget-script';

describe('booking widget script', () => {
  it('loads from the widget host', () => {
    expect(widgetScriptUrl('http://localhost:4100')).toBe('http://localhost:4100/static/js/widget-msem.js');
    expect(widgetScriptUrl('https://msem.example/')).toBe('https://msem.example/static/js/widget-msem.js');
  });
});
