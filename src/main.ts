// The server process (npm start): configuration from the environment, then serve.
import { configOrExit, serve } from './server.js';

await serve(configOrExit());
