-- Used by bench/load.ts: at the end of a wrk run, print the figures as one JSON line.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'BENCH_JSON {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\n',
    summary.requests, summary.duration, math.floor(latency:percentile(50)), math.floor(latency:percentile(99)),
    e.connect, e.read, e.write, e.status, e.timeout))
end
