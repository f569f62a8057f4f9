import { FrameTemplateMessage } from '../../rules/frameTemplates';
import { FixtureCode, refuse } from '../store';
import type { Resolvers } from './context';

/** Frame templates a firm configures (issue 23): the store keeps them, the shared rules decide. */
export const frameTemplateResolvers: Resolvers = {
  ocrTemplate: {
    list: ({ store, enterpriseId }) => store.frameTemplatesOf(enterpriseId),
    all: ({ store, enterpriseId }) => store.frameTemplatesOf(enterpriseId, true),
    setting: ({ store, user, enterpriseId, data }) => {
      store.requireFrameConfig(user);
      return store.frameTemplateAnswer(store.createFrameTemplate(enterpriseId, data));
    },
    locations: ({ store, enterpriseId, data }) => {
      const template = store.frameTemplate(enterpriseId, data.id);
      return template.regions.map((region) => ({ ...region, templateId: template.id }));
    },
    addLocations: ({ store, user, enterpriseId, data }) => {
      store.requireFrameConfig(user);
      return store.frameTemplateAnswer(store.saveFrameRegions(enterpriseId, data));
    },
    update: ({ store, user, enterpriseId, data }) => {
      store.requireFrameConfig(user);
      return store.frameTemplateAnswer(store.updateFrameTemplate(enterpriseId, data));
    },
    saveAsNew: ({ store, user, enterpriseId, data }) => {
      store.requireFrameConfig(user);
      const source = data.templateId ? store.frameTemplate(enterpriseId, data.templateId) : null;
      const locations = data.locations ?? source?.regions ?? [];
      const created = store.createFrameTemplate(enterpriseId, data);
      const saved = store.saveFrameRegions(enterpriseId, { templateId: created.id, locations });
      if (source?.enabled) {
        try {
          store.updateFrameTemplate(enterpriseId, {
            id: saved.id,
            curSignNum: saved.curSignNum,
            curStampNum: saved.curStampNum,
            isEnable: true,
          });
        } catch {
          // Regions that do not allow enabling leave the copy disabled, as on the server.
        }
      }
      return store.frameTemplateAnswer(saved);
    },
    ofFile: ({ store, enterpriseId, data }) => (data.type === 1 ? [] : store.frameTemplatesOf(enterpriseId, true)),
    withOcrInfo: () => ({ template: null, ocrInfo: {} }),
    delete: ({ store, user, enterpriseId, data }) => {
      store.requireFrameConfig(user);
      store.deleteFrameTemplate(enterpriseId, data.id);
      return null;
    },
    sample: ({ store, enterpriseId, data }) => {
      const template = store.frameTemplate(enterpriseId, data.id);
      if (!template.sampleId) return refuse(FixtureCode.Error, FrameTemplateMessage.SampleNotFound);
      const sample = store.frameSample(enterpriseId, template.sampleId);
      return new Blob([sample.bytes], { type: 'application/pdf' });
    },
    /** The fixture reads no text layer: it answers no text (the editor then asks for the label). */
    sampleText: ({ store, user, enterpriseId, data }) => {
      store.requireFrameConfig(user);
      store.frameTemplate(enterpriseId, data.id);
      return { text: '' };
    },
    groups: ({ store, enterpriseId }) => store.groupsOf(enterpriseId),
    saveGroup: ({ store, user, enterpriseId, data }) => {
      store.requireFrameConfig(user, FrameTemplateMessage.NoTemplateGroups);
      return store.saveTemplateGroup(enterpriseId, data);
    },
    deleteGroup: ({ store, user, enterpriseId, data }) => {
      store.requireFrameConfig(user, FrameTemplateMessage.NoTemplateGroups);
      store.deleteTemplateGroup(enterpriseId, data.id);
      return null;
    },
  },
  upload: {
    template: async ({ store, user, enterpriseId, data }) => {
      store.requireFrameConfig(user);
      const bytes = new Uint8Array(await data.file.arrayBuffer());
      return { id: store.addSample(enterpriseId, data.file, bytes).id };
    },
    newTemplate: async ({ store, user, enterpriseId, data }) => {
      store.requireFrameConfig(user);
      const bytes = new Uint8Array(await data.file.arrayBuffer());
      const sample = store.addSample(enterpriseId, data.file, bytes);
      const name = (data.templateName?.trim() || sample.fileName.replace(/\.pdf$/i, '')).slice(0, 30);
      return { id: store.createFrameTemplate(enterpriseId, { recordId: sample.id, templateName: name, page: 1 }).id };
    },
  },
};
