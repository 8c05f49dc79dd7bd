import PokiSystem

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
        start(jobs, on: state, work: work)
        for index in 0..<count {
            consume(index, state.take(index))
        }
    }

    /// Like ``run(count:jobs:work:consume:)``, but `consume` receives, in index order, every
    /// consecutive result already finished (at least one, at most `maximumBatch`). The work always
    /// runs on `jobs` threads of its own, even one, so it overlaps with a consumer that waits for the
    /// disk; a consumer slower than the workers then gets larger batches and can commit them
    /// together, while a fast one still gets each result as soon as it is ready.
    public static func runInBatches<Result: Sendable>(
        count: Int,
        jobs: Int,
        maximumBatch: Int,
        work: @escaping @Sendable (Int) -> Result,
        consume: ([(index: Int, result: Result)]) -> Void
    ) {
        guard count > 0 else { return }
        let jobs = max(1, min(jobs, count))
        let state = SharedState<Result>(count: count, window: max(jobs * 4, maximumBatch))
        start(jobs, on: state, work: work)
        var next = 0
        while next < count {
            let batch = state.takeReady(from: next, maximumCount: max(1, maximumBatch))
            next += batch.count
            consume(batch)
        }
    }

    private static func start<Result: Sendable>(_ jobs: Int, on state: SharedState<Result>, work: @escaping @Sendable (Int) -> Result) {
        for _ in 0..<jobs {
            Platform.startThread(stackSize: 1 << 20) {
                while let index = state.nextIndex() {
                    state.store(work(index), at: index)
                }
            }
        }
    }

    /// The queue of indexes and the finished results, behind one condition lock.
    private final class SharedState<Result>: @unchecked Sendable {
        private let condition = ConditionLock()
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

        /// The result of `first`, waiting for it, and those of the following indexes that are
        /// already finished, up to `maximumCount` in all.
        func takeReady(from first: Int, maximumCount: Int) -> [(index: Int, result: Result)] {
            condition.lock()
            defer { condition.unlock() }
            while results[first] == nil { condition.wait() }
            var batch: [(index: Int, result: Result)] = []
            var index = first
            while batch.count < maximumCount, let result = results.removeValue(forKey: index) {
                batch.append((index, result))
                index += 1
            }
            consumed = index
            condition.broadcast()
            return batch
        }
    }
}
