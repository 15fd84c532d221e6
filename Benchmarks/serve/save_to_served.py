#!/usr/bin/env python3
"""Save-to-served latency of a preview server, on a blog from Benchmarks/scale/gen_blog.py.

Starts the server command, waits for the site, then times, over several runs:

  post    appending a paragraph to one post until that post's page is served with it;
  layout  inserting a comment into _layouts/post.html until the page open in a "browser"
          (the edited post, announced over sitegen's live-reload stream as a browser does)
          is served with it, and until every sampled post page (newest, oldest and three
          between) is.

Each edit is a plain open/write/close, as an editor saves. The clock starts just before the
write and stops when an HTTP GET (kept alive, polled back to back) returns the new text, so it
covers noticing the change, rebuilding and serving. Optionally loads one page with wrk.

  python3 Benchmarks/serve/save_to_served.py --source SRC --port 4123 --runs 10 \\
      --wrk 10 -- .build/release/sitegen serve -s SRC -d DST -P 4123 --no-livereload

  python3 Benchmarks/serve/save_to_served.py --source SRC --port 4124 --runs 5 \\
      -- jekyll serve --incremental -s SRC -d DST -P 4124

Sources are restored at the end. Prints medians and ranges in milliseconds, and the server's
peak memory (VmHWM, Linux) after its first build and at the end.
"""
import argparse
import http.client
import os
import re
import signal
import statistics
import subprocess
import sys
import threading
import time
import urllib.parse


def post_url(name):
    match = re.match(r"(\d{4})-(\d{2})-(\d{2})-(.+)\.(md|markdown|html)$", name)
    return "/%s/%s/%s/%s.html" % match.groups()[:4] if match else None


class Client:
    def __init__(self, port):
        self.port = port
        self.connection = None

    def get(self, path):
        for _ in range(2):
            try:
                if self.connection is None:
                    self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
                self.connection.request("GET", path)
                response = self.connection.getresponse()
                return response.status, response.read()
            except (OSError, http.client.HTTPException):
                self.connection = None
        return 0, b""

    def wait_for(self, paths, marker, timeout):
        """Polls each path until it contains marker; returns when all do, or raises."""
        deadline = time.perf_counter() + timeout
        waiting = list(paths)
        while waiting:
            status, body = self.get(waiting[0])
            if status == 200 and marker in body:
                waiting.pop(0)
                continue
            if time.perf_counter() > deadline:
                raise TimeoutError("%s never showed %r" % (waiting[0], marker))


def hold_live_reload_stream(port, page):
    """Keeps a live-reload connection open for `page`, as a browser showing it does (sitegen
    rebuilds open pages first). Servers without the endpoint just answer 404."""
    def run():
        try:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=3600)
            connection.request("GET", "/__sitegen/livereload?page=" + urllib.parse.quote(page, safe=""))
            response = connection.getresponse()
            while response.status == 200 and response.read1(65536):
                pass
        except (OSError, http.client.HTTPException):
            pass
    threading.Thread(target=run, daemon=True).start()


def edit(path, transform):
    with open(path, "r", encoding="utf-8") as f:
        text = f.read()
    updated = transform(text)
    with open(path, "w", encoding="utf-8") as f:
        f.write(updated)
    return text


def peak_rss_mb(pid):
    """The process's peak resident memory so far in MB (Linux's VmHWM), or None."""
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return None


def summary(label, samples):
    ms = sorted(s * 1000 for s in samples)
    print("%-20s median %8.1f ms   min %8.1f   max %8.1f   (%d runs: %s)" % (
        label, statistics.median(ms), ms[0], ms[-1], len(ms), ", ".join("%.0f" % m for m in ms)))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--source", required=True)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--layout-runs", type=int, default=None, help="default: --runs")
    parser.add_argument("--startup-timeout", type=float, default=1800)
    parser.add_argument("--timeout", type=float, default=600, help="per edit")
    parser.add_argument("--pause", type=float, default=1.0, help="seconds between edits")
    parser.add_argument("--wrk", type=int, default=0, help="seconds of wrk -c200 on one post page (0: skip)")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("give the server command after --")

    posts = sorted(n for n in os.listdir(os.path.join(args.source, "_posts")) if post_url(n))
    middle = posts[len(posts) // 2]
    samples = [posts[-1], posts[0]] + [posts[len(posts) * k // 4] for k in (1, 2, 3)]
    layout = os.path.join(args.source, "_layouts", "post.html")
    edited_post = os.path.join(args.source, "_posts", middle)

    server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
    client = Client(args.port)
    originals = {}
    try:
        started = time.perf_counter()
        while True:
            if server.poll() is not None:
                sys.exit("server exited: %s" % server.stderr.read().decode(errors="replace")[-2000:])
            status, _ = client.get(post_url(posts[-1]))
            if status == 200:
                break
            if time.perf_counter() - started > args.startup_timeout:
                sys.exit("server did not serve %s in time" % post_url(posts[-1]))
            time.sleep(0.2)
        print("server ready after %.1f s: %s" % (time.perf_counter() - started, " ".join(command)))
        first = peak_rss_mb(server.pid)
        if first is not None:
            print("server peak RSS after the first build: %.0f MB" % first)
        time.sleep(args.pause * 2)

        post_times = []
        for run in range(args.runs):
            marker = "save-marker-%d-%d" % (os.getpid(), run)
            t0 = time.perf_counter()
            before = edit(edited_post, lambda t: re.sub(r"\n\nsave-marker-\S+\n$", "\n", t) + "\n" + marker + "\n")
            originals.setdefault(edited_post, before)
            client.wait_for([post_url(middle)], marker.encode(), args.timeout)
            post_times.append(time.perf_counter() - t0)
            time.sleep(args.pause)

        hold_live_reload_stream(args.port, post_url(middle))
        time.sleep(args.pause)
        open_times, layout_times = [], []
        for run in range(args.layout_runs if args.layout_runs is not None else args.runs):
            marker = "layout-marker-%d-%d" % (os.getpid(), run)
            t0 = time.perf_counter()
            before = edit(layout, lambda t: re.sub(r"<!-- layout-marker-\S+ -->\n", "", t).replace(
                "{{ content }}", "<!-- %s -->\n{{ content }}" % marker, 1))
            originals.setdefault(layout, before)
            client.wait_for([post_url(middle)], marker.encode(), args.timeout)
            open_times.append(time.perf_counter() - t0)
            client.wait_for([post_url(n) for n in samples], marker.encode(), args.timeout)
            layout_times.append(time.perf_counter() - t0)
            time.sleep(args.pause)

        print("posts: %d; edited post %s; sampled pages: %s" % (len(posts), middle, ", ".join(samples)))
        summary("post", post_times)
        last = peak_rss_mb(server.pid)
        if last is not None:
            print("server peak RSS at the end: %.0f MB" % last)
        if layout_times:
            summary("layout, open page", open_times)
            summary("layout, all sampled", layout_times)

        if args.wrk:
            url = "http://127.0.0.1:%d%s" % (args.port, post_url(middle))
            result = subprocess.run(["wrk", "-t2", "-c200", "-d%ds" % args.wrk, "--latency", url],
                                    capture_output=True, text=True)
            print(result.stdout)
    finally:
        for path, text in originals.items():
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
        os.killpg(server.pid, signal.SIGINT)
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)


if __name__ == "__main__":
    main()
