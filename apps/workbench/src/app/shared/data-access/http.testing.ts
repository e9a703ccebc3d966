import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import type { Provider, Type } from '@angular/core';
import { TestBed } from '@angular/core/testing';

/**
 * Configures TestBed with HttpClient over Angular's testing backend (and `providers`, e.g. a store provided per
 * component), then injects `store`: the store and the backend's controller (verify it after each test).
 */
export function storeOverHttp<T>(
  store: Type<T>,
  providers: Provider[] = [],
): { store: T; http: HttpTestingController } {
  TestBed.configureTestingModule({ providers: [...providers, provideHttpClient(), provideHttpClientTesting()] });
  return { store: TestBed.inject(store), http: TestBed.inject(HttpTestingController) };
}
