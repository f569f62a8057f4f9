/**
 * The engine's calls mapped onto the typed client's `upload` area, and how a failed call reads to the engine
 * (the server's code and message).
 */
import { ResourceOwnerType, ResponseCode, ResponseMessages, UploadTarget } from '@atelier/api';
import { type ApiClient, isApiError } from '@atelier/api/client';
import { PartUploadError } from './putPart';
import type { UploadItemTarget, UploadTransport } from './types';

/** A failure as the engine acts on it. */
export interface UploadFailure {
  /** The envelope's code (20003, 40004, ...), null when no envelope came. */
  code: number | null;
  /** The server's message, or a fixed one for network failures and timeouts. */
  message: string;
}

export function uploadFailureOf(error: unknown): UploadFailure {
  if (isApiError(error)) {
    if (error.kind === 'response' || error.kind === 'http') {
      return { code: error.code, message: error.message || ResponseMessages.SomethingWentWrong };
    }
    if (error.kind === 'timeout') return { code: null, message: ResponseMessages.RequestTimedOut };
    if (error.kind === 'invalidRequest' || error.kind === 'invalidResult')
      return { code: null, message: error.message };
    return { code: null, message: ResponseMessages.NetworkError };
  }
  if (error instanceof PartUploadError && error.status >= 500) {
    return { code: null, message: ResponseMessages.SomethingWentWrong };
  }
  return { code: null, message: ResponseMessages.NetworkError };
}

/** 20003: the rapid check does not know the file; upload it. */
export function isUnknownFile(error: unknown): boolean {
  return isApiError(error) && error.code === ResponseCode.NewFile;
}

function projectIdOf(target: UploadItemTarget): string {
  if (target.kind !== UploadTarget.Project && target.kind !== UploadTarget.ProjectEdition) {
    throw new Error(`The project transport does not upload to ${target.kind}`);
  }
  return target.projectId;
}

const isDisk = (target: UploadItemTarget) => target.kind === UploadTarget.Disk;

/** The choice made for a taken name, when one was (the request leaves the field out otherwise). */
const choiceOf = (target: UploadItemTarget) => (target.onConflict ? { onConflict: target.onConflict } : {});

/**
 * Project uploads (new files and new versions) and personal-disk uploads (target {@link UploadTarget.Disk}, the
 * `perResOwner` calls: the same MD5 rapid upload, multipart and resume; the disk's quota is checked by the server)
 * over the typed client.
 */
export function createProjectUploadTransport(client: ApiClient): UploadTransport {
  return {
    rapidUpload: ({ md5, size, name, target }, signal) =>
      isDisk(target)
        ? client.upload.diskRapidUpload({ md5, size, name, parentId: target.parentId, ...choiceOf(target) }, { signal })
        : client.upload.rapidUpload(
            {
              md5,
              size,
              name,
              projectId: projectIdOf(target),
              parentId: target.parentId,
              ownerType: target.ownerType ?? ResourceOwnerType.NormalProject,
              ...(target.resId ? { resId: target.resId } : {}),
              ...choiceOf(target),
            },
            { signal },
          ),
    multipartStart: (request, signal) => client.upload.multipartStart(request, { signal }),
    multipartPart: (request, signal) => client.upload.multipartPart(request, { signal }),
    multipartListParts: (request, signal) => client.upload.multipartListParts(request, { signal }),
    multipartComplete: (request, signal) => client.upload.multipartComplete(request, { signal }),
    multipartAbort: (request) => client.upload.multipartAbort(request),
    register: ({ file, target }, signal) => {
      if (isDisk(target)) {
        return client.upload.registerDiskFile(
          { ossMultiUpload: file, perResOwner: { parentId: target.parentId }, ...choiceOf(target) },
          { signal },
        );
      }
      const projectId = projectIdOf(target);
      if (target.kind === UploadTarget.ProjectEdition && target.resId) {
        return client.upload.updateProjectFile({ resId: target.resId, projectId, ossMultiUpload: file }, { signal });
      }
      return client.upload.registerProjectFile(
        {
          ossMultiUpload: file,
          resOwner: {
            projectId,
            parentId: target.parentId,
            resourceOwnerType: target.ownerType ?? ResourceOwnerType.NormalProject,
            specialtyId: target.specialtyId ?? null,
            subprojectId: target.subprojectId ?? null,
          },
          ...choiceOf(target),
        },
        { signal },
      );
    },
    checkNames: ({ target, paths }) =>
      isDisk(target)
        ? client.upload.checkDiskNames({ parentId: target.parentId, paths })
        : client.upload.checkProjectNames({ projectId: projectIdOf(target), parentId: target.parentId, paths }),
    createFolders: ({ target, tree }) =>
      isDisk(target)
        ? client.upload.createDiskFolders({ parentId: target.parentId, tree })
        : client.upload.createProjectFolders({ projectId: projectIdOf(target), parentId: target.parentId, tree }),
  };
}
