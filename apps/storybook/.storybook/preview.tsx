import type { Preview } from '@storybook/react-vite';
import './storybook.css';

const preview: Preview = {
  parameters: {
    layout: 'centered',
    controls: { expanded: true },
    // Every story is checked by axe; a violation fails the test run, not only the panel.
    a11y: { test: 'error' },
  },
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'baby', title: 'Baby goods' },
          { value: 'vitality', title: 'Vitality & home' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'baby' },
  decorators: [
    (Story, context) => (
      <div data-brand={context.globals.brand ?? 'baby'} className="bg-surface p-4 text-ink">
        <Story />
      </div>
    ),
  ],
  tags: ['autodocs'],
};

export default preview;
