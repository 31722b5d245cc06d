// Ports for the services tests start. They are drawn below the range the system hands out to
// outgoing connections (Linux 32768-60999, macOS 49152-65535): a port there may be held by a
// client socket of another test at the moment a server binds it (EADDRINUSE).
import getPort, { portNumbers } from 'get-port';

const FIRST = 20_000;
const LAST = 32_767;

/** A random port below the outgoing-connection range (not checked: for a child process to bind). */
export const randomPort = () => FIRST + Math.floor(Math.random() * (LAST - FIRST - 500));

/** A free port below the outgoing-connection range, from a random start so parallel files rarely race. */
export const freePort = () => getPort({ port: portNumbers(randomPort(), LAST) });
