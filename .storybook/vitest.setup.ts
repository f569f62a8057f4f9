import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as projectAnnotations from './preview';

// findBy*/waitFor wait up to 5 s (testing-library's default is 1 s): on a loaded 2-core CI machine a
// fixture answer can take longer than a second, and a slow pass is still a pass.
configure({ asyncUtilTimeout: 5000 });

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
