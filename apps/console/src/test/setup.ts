/** jsdom lacks a few browser globals react-router needs; testing-library's waits get room for a loaded machine. */
// the dom package's configure: importing @testing-library/react here, before jest's globals, would
// register no cleanup between tests
import { configure } from '@testing-library/dom';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// waitFor/findBy resolve as soon as their check holds; the bound only says when to give up. The
// default 1 s is crossed by a debounced search beside the server suite on a 2-core CI machine.
configure({ asyncUtilTimeout: 5000 });
