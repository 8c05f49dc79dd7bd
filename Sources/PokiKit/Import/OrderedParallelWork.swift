import Foundation

/// Runs work on several threads but hands the results back in input order, on the calling
/// thread, as soon as each next one is ready.
///
/// Importing uses it to decode on every core while assigning IDs strictly in input order: the
/// same input always gives the same IDs, whatever the thread count.
public enum OrderedParallelWork {
    /// Calls `work(index)` for every index in `0..<count` on up to `jobs` threads, and
    /// `consume(index, result)` on the calling thread in index order. Workers stay at most
    /// `jobs * 4` items ahead of the consumer, so memory stays bounded.
    public static func run<Result: Sendable>(
        count: Int,
        jobs: Int,
        work: @escaping @Sendable (Int) -> Result,
        consume: (Int, Result) -> Void
    ) {
        guard count > 0 else { return }
        let jobs = max(1, min(jobs, count))
        if jobs == 1 {
            for index in 0..<count { consume(index, work(index)) }
            return
        }
        let state = SharedState<Result>(count: count, window: jobs * 4)
        for _ in 0..<jobs {
            let thread = Thread {
                while let index = state.nextIndex() {
                    state.store(work(index), at: index)
                }
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        for index in 0..<count {
            consume(index, state.take(index))
        }
    }

    /// The queue of indexes and the finished results, behind one condition lock.
    private final class SharedState<Result>: @unchecked Sendable {
        private let condition = NSCondition()
        private var next = 0
        private var consumed = 0
        private var results: [Int: Result] = [:]
        private let count: Int
        private let window: Int

        init(count: Int, window: Int) {
            self.count = count
            self.window = window
        }

        /// The next index to work on, waiting while the workers are too far ahead; nil when done.
        func nextIndex() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            while next < count && next - consumed >= window { condition.wait() }
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }

        func store(_ result: Result, at index: Int) {
            condition.lock()
            results[index] = result
            condition.broadcast()
            condition.unlock()
        }

        func take(_ index: Int) -> Result {
            condition.lock()
            defer { condition.unlock() }
            while results[index] == nil { condition.wait() }
            consumed = index + 1
            condition.broadcast()
            return results.removeValue(forKey: index)!
        }
    }
}
