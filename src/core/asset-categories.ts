import { createStore } from 'zustand/vanilla';

/** GET /api/v1/assets/categories/: each category with its types. */
interface AssetType {
  value: string;
  label: string;
  category?: string;
  constraints?: Record<string, unknown>;
}

export interface AssetCategory {
  value: string;
  label: string;
  types: AssetType[];
}

const assetCategoriesStore = createStore<{ categories: AssetCategory[] }>(() => ({ categories: [] }));

export function setAssetCategories(categories: AssetCategory[]): void {
  assetCategoriesStore.setState({ categories });
}
