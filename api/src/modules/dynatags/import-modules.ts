// POST api/v1/dynatags/{id}/import: the modules of another tag of the same company appended, with copies of
// the files they show (new ids and storage keys, within this tag's quota) and new module ids. A new save.
import type { User } from '@db/schema';
import { MODULE_LIMITS } from '@shared/schemas/dynatag-modules';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { invalid } from '../../platform/errors';
import { findOwnedDynatag, findTagOfCompany, notifyDynatags } from './access';
import { dynatagDetail } from './detail';
import {
  checkRefs,
  dropFiles,
  htmlImageIds,
  imageIdsOf,
  moduleFileIds,
  retarget,
  sanitizeModules,
} from './modules';
import { commitSave, editConflict } from './save';
import { assertTagRoom, copyFor, fileInfoMap, type PreparedFile, readStored, tagFileRows } from './tag-files';

export async function importModules(
  deps: Deps,
  user: User,
  tagShortId: string,
  input: { from: string; baseVersion: number },
) {
  const { tag, company } = await findOwnedDynatag(deps, user.id, tagShortId);
  if (input.from === tag.shortId) throw invalid('from', 'importSelf');
  const source = await findTagOfCompany(deps.db, company.id, input.from);
  if (tag.modules.length + source.modules.length > MODULE_LIMITS.modules) {
    throw invalid('from', 'moduleLimit');
  }
  const used = new Set([...moduleFileIds(source.modules), ...htmlImageIds(source.modules, source.shortId)]);
  const sourceFiles = (await tagFileRows(deps.db, source.id)).filter((f) => used.has(f.shortId));
  await assertTagRoom(deps.db, tag.id, sourceFiles);
  if (input.baseVersion !== tag.version) throw editConflict();
  const copies: PreparedFile[] = [];
  const idMap = new Map<string, string>();
  for (const file of sourceFiles) {
    const content = await readStored(deps, file);
    if (!content) continue;
    const copy = copyFor(tag.shortId, file, content);
    idMap.set(file.shortId, copy.id);
    copies.push(copy);
  }
  const existing = await tagFileRows(deps.db, tag.id);
  const files = fileInfoMap(existing, copies);
  const taken = new Set(tag.modules.map((m) => m.id));
  const newId = () => {
    let id = shortId(12);
    while (taken.has(id)) id = shortId(12);
    taken.add(id);
    return id;
  };
  // A file missing from storage is not copied; the imported modules lose it as after a delete.
  const kept = new Set(files.keys());
  const imported = dropFiles(retarget(source.modules, source.shortId, tag.shortId, idMap, newId), kept);
  checkRefs(imported, files);
  const modules = sanitizeModules([...tag.modules, ...imported], tag.shortId, imageIdsOf(files.values()));
  const saved = await commitSave(deps, {
    tag,
    userId: user.id,
    baseVersion: input.baseVersion,
    changes: { modules },
    prepared: copies,
  });
  await notifyDynatags(deps, company, tag.shortId, { saved });
  return dynatagDetail(deps, tag.id, company);
}
