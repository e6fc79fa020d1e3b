-- wrk's script for bench/wrk.ts: prints the run's figures as one JSON line when the load ends.
--
-- By default requests are wrk's own (prepared once, the same for every request, with the headers
-- given by -H: no Lua per request). Two environment variables, set by bench/wrk.ts, change that:
--   WRK_REQUESTS  the requests to send in turn, one per line: "<path>\t<Accept-Encoding>" (an empty
--                 Accept-Encoding: the header is not sent). Each is prepared once; a request then
--                 costs one Lua call that hands wrk the next one.
--   WRK_UNIQUE    a path with "{n}" in it: every request is that path with "{n}" replaced by a number
--                 no other request of the load has (the thread's number, a dot, the request's), as
--                 made-up addresses or queries are: each request costs one Lua call.
--   WRK_STATUSES  "1": every answer is counted by its status (wrk itself only counts 400 or more),
--                 which makes wrk read each answer's headers and body into Lua.
local spec = os.getenv("WRK_REQUESTS") or ""
local unique = os.getenv("WRK_UNIQUE") or ""
local counting = os.getenv("WRK_STATUSES") == "1"
local threads = {}
local prepared = {}
local index = 0

setup = function(thread)
  threads[#threads + 1] = thread
  thread:set("thread_number", #threads)
end

init = function(args)
  statuses = {}
  for line in (spec .. "\n"):gmatch("([^\n]*)\n") do
    local path, coding = line:match("^([^\t]*)\t(.*)$")
    if path and path ~= "" then
      local headers = {}
      if coding ~= "" then headers["Accept-Encoding"] = coding end
      prepared[#prepared + 1] = wrk.format(nil, path, headers)
    end
  end
end

if spec ~= "" then
  request = function()
    index = index % #prepared + 1
    return prepared[index]
  end
elseif unique ~= "" then
  request = function()
    index = index + 1
    -- A function as the replacement: its result is used as it is (no "%" escapes read in it).
    local path = unique:gsub("{n}", function() return thread_number .. "." .. index end)
    return wrk.format(nil, path)
  end
end

if counting then
  response = function(status, headers, body)
    local key = tostring(status)
    statuses[key] = (statuses[key] or 0) + 1
  end
end

done = function(summary, latency, requests)
  local errors = summary.errors
  local counted = {}
  if counting then
    local totals = {}
    for _, thread in ipairs(threads) do
      local seen = thread:get("statuses") or {}
      for status, count in pairs(seen) do totals[status] = (totals[status] or 0) + count end
    end
    for status, count in pairs(totals) do counted[#counted + 1] = string.format('"%s":%d', status, count) end
  end
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50Us":%d,"p99Us":%d,"meanUs":%.1f,"maxUs":%d%s}\n',
    summary.requests, summary.duration, summary.bytes, errors.connect, errors.read, errors.write, errors.status, errors.timeout,
    latency:percentile(50), latency:percentile(99), latency.mean, latency.max,
    counting and (',"statuses":{' .. table.concat(counted, ",") .. '}') or ""))
end
