import {describe, expect, it} from 'vitest';
import {getUiState, initialUiState, setUiState} from '~/lib/ui-state';

describe('client interface state (docs/product.md#client-interface-state)', () => {
  it('starts with the documented defaults', () => {
    expect(initialUiState()).toEqual({
      isSidebarMenuVisible: false,
      isCartDrawerVisible: false,
      isSubMenuVisible: false,
      isProductLoading: false,
      isGoingToCheckout: false,
      isPrivacyDisclaimerChecked: false,
      lastAddedCartItem: '',
      eventMessages: [],
      customerData: {id: '', firstName: '', displayName: ''},
      rangeData: {reset: false},
    });
  });

  it('merges patches and keeps the rest', () => {
    setUiState({isSidebarMenuVisible: true});
    setUiState((state) => ({isSubMenuVisible: state.isSidebarMenuVisible}));
    expect(getUiState()).toMatchObject({
      isSidebarMenuVisible: true,
      isSubMenuVisible: true,
      isCartDrawerVisible: false,
    });
  });
});
