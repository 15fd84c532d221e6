import Foundation

/// Threads of the preview server's own, on which its connection and request tasks run.
///
/// Hummingbird answers each connection in a child task. On the shared cooperative pool (one
/// thread per core), any code in the process that blocks those threads (a synchronous build
/// step awaited from async code, or in the test process a CPU-bound test) would leave requests
/// and live-reload streams unanswered until it finished: CI saw every serve test time out while
/// simulation tests held both cores' pool threads. Tasks started with this executor as their
/// preference, and their child tasks, run here instead.
final class ServerExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var head = 0
    private var stopped = false
    private var threads: [Thread] = []

    /// - Parameter threads: two serve a browser and its live-reload stream without either waiting.
    init(threads count: Int = 2, name: String = "sitegen.serve") {
        for index in 0..<max(1, count) {
            let thread = Thread { [self] in runLoop() }
            thread.name = "\(name).\(index)"
            threads.append(thread)
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        condition.lock()
        if stopped, head == jobs.count {
            // A late wake-up after the threads may have ended (a continuation resumed as the
            // server stopped): it still runs, on a thread of its own.
            condition.unlock()
            Thread { [self] in unowned.runSynchronously(on: asUnownedTaskExecutor()) }.start()
            return
        }
        jobs.append(unowned)
        condition.signal()
        condition.unlock()
    }

    /// Lets the threads end once the jobs already queued have run.
    func shutdown() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    private func runLoop() {
        while let job = next() {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    private func next() -> UnownedJob? {
        condition.lock()
        defer { condition.unlock() }
        while head == jobs.count {
            if stopped { return nil }
            condition.wait()
        }
        let job = jobs[head]
        head += 1
        // The queue is drained often; compacting then keeps it from growing with the uptime.
        if head == jobs.count {
            jobs.removeAll(keepingCapacity: true)
            head = 0
        } else if head > 1024, head * 2 > jobs.count {
            jobs.removeFirst(head)
            head = 0
        }
        return job
    }
}
