// A client in a process of its own (the server under test is busy in the test's): opens BATCH keep-alive
// connections, sends one request on each at once, and opens one more connection as soon as the first answer
// arrives, sending the same request on it. Prints nothing; exits 0 once every answer has come.
import net from 'node:net';

const [port, batch, path, authorization] = [
  Number(process.argv[2]),
  Number(process.argv[3]),
  process.argv[4],
  process.argv[5],
];
const request = `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${authorization}\r\n\r\n`;
let answered = 0;
const answer = (socket) =>
  new Promise((resolve) => {
    socket.once('data', () => {
      socket.destroy();
      resolve();
    });
  });
const connect = () =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
  });

const sockets = await Promise.all(Array.from({ length: batch }, connect));
// Every connection accepted while the server is idle, then all the requests at once.
await new Promise((resolve) => setTimeout(resolve, 300));
const answers = sockets.map((socket) => {
  const done = answer(socket).then(() => {
    answered += 1;
  });
  socket.write(request);
  return done;
});
await Promise.race(answers);
const late = await connect();
const lateAnswer = answer(late);
late.write(request);
await Promise.all([...answers, lateAnswer]);
process.exit(answered === batch ? 0 : 1);
