import * as React from 'react';
import type { BlockData, BlockDataMap } from './block-data';

const BlockDataContext = React.createContext<BlockDataMap>({});

export interface BlockDataProviderProps {
  /** The resolved data of the story's requests, by block `_uid`. */
  readonly data: BlockDataMap;
  readonly children?: React.ReactNode;
}

/** Gives the data blocks below it what the page resolved for them. */
export function BlockDataProvider({ data, children }: BlockDataProviderProps) {
  return <BlockDataContext.Provider value={data}>{children}</BlockDataContext.Provider>;
}

/** The resolved data of one block, or null when the page gave none of that kind. */
export function useBlockData<Kind extends BlockData['kind']>(
  uid: string,
  kind: Kind,
): Extract<BlockData, { kind: Kind }> | null {
  const data = React.useContext(BlockDataContext)[uid];
  return data !== undefined && data.kind === kind
    ? (data as Extract<BlockData, { kind: Kind }>)
    : null;
}
