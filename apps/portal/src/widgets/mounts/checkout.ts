// The checkout as a CMS page loads it: its code with the brand fonts (../widgetFonts.ts).
import '../widgetFonts';

export { mount } from '@lindner/checkout';
