// The baseline: a bare node:http server answering every request with the same bytes.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [bodyFile, port] = process.argv.slice(2)
const body = readFileSync(bodyFile)
createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length })
  response.end(body)
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'))
