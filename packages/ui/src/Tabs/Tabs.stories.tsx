import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  tags: ['stable'],
  component: Tabs,
  args: { defaultValue: 'overview' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Fahrzeug">
        <Tab value="overview">Übersicht</Tab>
        <Tab value="warranty">Garantie</Tab>
        <Tab value="licence">Lizenz-Shop</Tab>
        <Tab value="tracking">TracLink mobile</Tab>
      </TabList>
      <TabPanel value="overview">Lintrac 130, Baujahr 2021, 1.240 Betriebsstunden.</TabPanel>
      <TabPanel value="warranty">Garantie bis 31.03.2027.</TabPanel>
      <TabPanel value="licence">Lizenzen für TracLink und Lenksysteme.</TabPanel>
      <TabPanel value="tracking">Position und Fahrtenbuch auf dem Smartphone.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Übersicht' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Lintrac 130');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.tab();
    await expect(tab('Übersicht')).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Garantie')).toHaveFocus();
    await expect(tab('Garantie')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Garantie bis');

    await userEvent.keyboard('{End}');
    await expect(tab('TracLink mobile')).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{Home}');
    await expect(tab('Übersicht')).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('TracLink mobile')).toHaveFocus();

    // From the tab list, Tab moves into the panel rather than to the next tab.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const Clicked: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Lizenz-Shop' }));
    await expect(canvas.getByRole('tab', { name: 'Lizenz-Shop' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Lizenzen');
  },
};
