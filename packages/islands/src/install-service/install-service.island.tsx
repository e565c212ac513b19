import { bindCalls, getBwIButton } from '@shop-islands/api';
import { defineIsland } from '../runtime/define-island';
import { getPageRuntime } from '../runtime/page';
import { announce } from '../ui/live-region';
import { createInstallServiceModel, parseInstallServiceProps } from './install-service.model';
import { InstallServiceView } from './install-service.view';

/** `data-island="install-service"`: the installation-service block from getBwIButton (docs/islands/install-service.md). */
export default defineIsland({
  parseProps: parseInstallServiceProps,
  model: (props) => {
    const { apiDeps } = getPageRuntime();
    const api = bindCalls(apiDeps, { getBwIButton });
    const model = createInstallServiceModel({ productId: props.productId, api, announce });
    void model.load();
    return model;
  },
  view: (model, _props, { fallback }) => <InstallServiceView model={model} fallback={fallback} />,
});
