import baseConfig, { noNodeBuiltins } from '../../eslint.config.mjs';

export default [...baseConfig, { files: ['src/**/*.ts'], ...noNodeBuiltins }];
