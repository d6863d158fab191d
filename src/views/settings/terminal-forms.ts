import { EndpointForm, EndpointRuleForm } from './endpoint-screens';
import { COMMAND_STORAGE, REPLAY_STORAGE } from './storage-kinds';
import { storageForm } from './storage-form';

/** The components page's create and update screens, by route name. */
const replayStorageForm = storageForm(REPLAY_STORAGE);
const commandStorageForm = storageForm(COMMAND_STORAGE);

export const TERMINAL_FORMS = {
  CreateReplayStorage: replayStorageForm,
  ReplayStorageUpdate: replayStorageForm,
  CreateCommandStorage: commandStorageForm,
  CommandStorageUpdate: commandStorageForm,
  EndpointCreate: EndpointForm,
  EndpointUpdate: EndpointForm,
  EndpointRuleCreate: EndpointRuleForm,
  EndpointRuleUpdate: EndpointRuleForm,
};
