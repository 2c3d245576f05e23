import { sendRaw } from '/work/wt/hardening/tests/support/rawHostileRequests'
const variants: Record<string, string> = {
  full: 'POST / HTTP/1.1\r\nHost: localhost:3101\r\nupgrade: websocket\r\nconnection: Upgrade\r\nContent-Type: multipart/form-data; boundary=x\r\nTransfer-Encoding: chunked\r\n\r\n',
  noUpgrade: 'POST / HTTP/1.1\r\nHost: localhost:3101\r\nContent-Type: multipart/form-data; boundary=x\r\nTransfer-Encoding: chunked\r\n\r\n',
  plainType: 'POST / HTTP/1.1\r\nHost: localhost:3101\r\nupgrade: websocket\r\nconnection: Upgrade\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\n',
}
const body = Buffer.from('zz\r\n["$F1", {"\r\n0\r\n\r\n')
for (const [name, head] of Object.entries(variants)) {
  for (const slow of [false, true]) {
    const parts = slow ? [body.subarray(0, 6), body.subarray(6, 12), body.subarray(12)] : [body]
    console.log(name, slow, await sendRaw(3101, { head, body: parts, pauseMs: slow ? 30 : 0, expectsAnswer: true, cutShort: false }, 5000))
  }
}
