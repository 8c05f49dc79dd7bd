import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct OrderedParallelWorkTests {
    @Test(arguments: [1, 2, 4, 8])
    func resultsArriveInInputOrderWhateverTheJobCount(jobs: Int) {
        var seen: [Int] = []
        OrderedParallelWork.run(count: 200, jobs: jobs, work: { index in
            // Uneven work so threads finish out of order.
            var value = index
            for _ in 0..<((200 - index) * 50) { value = (value &* 31) &+ 7 }
            return (index, value)
        }, consume: { index, result in
            #expect(result.0 == index)
            seen.append(index)
        })
        #expect(seen == Array(0..<200))
    }

    @Test(arguments: [1, 2, 4])
    func batchesComeInOrderAndWithinTheLimit(jobs: Int) {
        var seen: [Int] = []
        var batchSizes: [Int] = []
        OrderedParallelWork.runInBatches(count: 200, jobs: jobs, maximumBatch: 5, work: { index in
            // Uneven work, so results finish out of order.
            if index % 7 == 0 { Thread.sleep(forTimeInterval: 0.001) }
            return index * 3
        }, consume: { batch in
            batchSizes.append(batch.count)
            for (index, result) in batch {
                #expect(result == index * 3)
                seen.append(index)
            }
            // A slow consumer: the workers get ahead, so later batches hold several results.
            Thread.sleep(forTimeInterval: 0.002)
        })
        #expect(seen == Array(0..<200))
        #expect(batchSizes.allSatisfy { (1...5).contains($0) })
        #expect(batchSizes.contains { $0 > 1 })
    }

    @Test func nothingToDoCallsNothing() {
        var called = false
        OrderedParallelWork.runInBatches(count: 0, jobs: 2, maximumBatch: 4, work: { $0 }, consume: { _ in called = true })
        #expect(!called)
    }
}
