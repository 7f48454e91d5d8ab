/** The phone viewport of the stories: 360 px wide, the narrowest the portal fits. */
export const phoneViewport = {
  viewport: {
    options: { phone: { name: 'Phone (360 px)', styles: { width: '360px', height: '740px' } } },
  },
};
