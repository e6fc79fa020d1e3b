-- wrk's script for bench/wrk.ts: prints the run's figures as one JSON line when the load ends.
-- Requests are wrk's own (prepared once, no Lua per request); only the summary goes through Lua.
done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50Us":%d,"p99Us":%d,"meanUs":%.1f,"maxUs":%d}\n',
    summary.requests, summary.duration, summary.bytes, errors.connect, errors.read, errors.write, errors.status, errors.timeout,
    latency:percentile(50), latency:percentile(99), latency.mean, latency.max))
end
