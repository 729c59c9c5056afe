-- Used by bench/view-burst.ts: every request a visit from one of BURST_VISITORS phones (by the address our proxy
-- writes, in turn); the 200 answers counted per thread and printed as one JSON line at the end.
local threads = {}
function setup(thread)
  table.insert(threads, thread)
end

local pool = tonumber(os.getenv("BURST_VISITORS") or "5000")
n = 0
ok = 0
request = function()
  n = n + 1
  local v = n % pool
  wrk.headers["X-Forwarded-For"] = "10.9." .. math.floor(v / 256) .. "." .. (v % 256)
  return wrk.format(nil)
end
response = function(status)
  if status == 200 then ok = ok + 1 end
end
done = function(summary)
  local answered = 0
  for _, thread in ipairs(threads) do answered = answered + thread:get("ok") end
  io.write(string.format('BURST_JSON {"ok":%d,"requests":%d,"durationUs":%d}\n', answered, summary.requests, summary.duration))
end
