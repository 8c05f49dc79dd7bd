import Foundation
import Testing
@testable import PokiCommands
import PokiSystem
import PokiImaging
import PokiAlbum
import PokiFetching
import PokiSharing
import PokiExport

/// The pose, profile and about commands' parsing, without a process.
@Suite struct PoseAndProfileParsingTests {
    private func command<Command: PokiCommand>(_ words: [String], as type: Command.Type) throws -> Command {
        guard case let .run(command, _) = try CommandLineTool.parse(words), let typed = command as? Command else {
            Issue.record("\(words) did not parse to \(Command.self)")
            throw UsageError(.verbatim("wrong command"))
        }
        return typed
    }

    @Test func poseReadsCategoryCountAndSeed() throws {
        let pose = try command(["pose", "--category", "two", "--count", "5", "--seed", "18446744073709551615", "--json"], as: PoseCommand.self)
        #expect(pose.category == .two)
        #expect(pose.count == 5)
        #expect(pose.seed == UInt64.max)
        #expect(pose.json)
        let plain = try command(["pose"], as: PoseCommand.self)
        #expect(plain.category == nil && plain.count == 1 && plain.seed == nil && !plain.json)
    }

    @Test func poseSubcommandsAreChosenByTheLongestPath() throws {
        #expect(try command(["pose", "show", "two-03"], as: PoseShowCommand.self).id == "two-03")
        #expect(try command(["pose", "like", "user-1000"], as: PoseLikeCommand.self).id == "user-1000")
        #expect(try command(["pose", "unlike", "many-01", "--json"], as: PoseUnlikeCommand.self).json)
        #expect(!(try command(["pose", "liked"], as: PoseLikedCommand.self).json))
    }

    @Test func poseAddNeedsCategoryAndTitle() throws {
        let add = try command(["pose", "add", "me.png", "--category", "many", "--title", "단체 브이", "--note", "셋 이상"], as: PoseAddCommand.self)
        #expect(add.image == "me.png" && add.category == .many && add.title == "단체 브이" && add.note == "셋 이상")
        #expect(throws: UsageError.self) { try CommandLineTool.parse(["pose", "add", "me.png", "--title", "x"]) }
        #expect(throws: UsageError.self) { try CommandLineTool.parse(["pose", "add", "me.png", "--category", "two"]) }
        #expect(throws: UsageError.self) { try CommandLineTool.parse(["pose", "add", "--category", "two", "--title", "x"]) }
    }

    @Test(arguments: [["pose", "--count", "0"], ["pose", "--count", "1001"], ["pose", "--seed", "-3"], ["pose", "--seed", "1.5"], ["pose", "--category", "셋이서"]])
    func badPoseValuesAreUsageErrors(_ words: [String]) {
        #expect(throws: UsageError.self) { try CommandLineTool.parse(words) }
    }

    /// `pose` shows `(둘이서)`: the Korean names, and their shorter forms, are categories too
    /// (issue #28), in NFC or NFD.
    @Test(arguments: [
        ("혼자", PoseCategory.alone), ("둘이서", .two), ("둘이", .two), ("여럿이서", .many), ("여럿이", .many),
        ("둘이서".decomposedStringWithCanonicalMapping, .two),
    ])
    func koreanCategories(word: String, category: PoseCategory) throws {
        #expect(try command(["pose", "--category", word], as: PoseCommand.self).category == category)
        let add = try command(["pose", "add", "me.png", "--category", word, "--title", "브이"], as: PoseAddCommand.self)
        #expect(add.category == category)
    }

    @Test func anUnknownCategoryListsTheKoreanNames() {
        #expect {
            try CommandLineTool.parse(["pose", "--category", "셋이서"])
        } throws: { error in
            "\(error)".contains("--category must be one of alone (혼자), two (둘이서), many (여럿이서), not '셋이서'")
        }
    }

    @Test func profileCommands() throws {
        #expect(try command(["profile", "--json"], as: ProfileCommand.self).json)
        let set = try command(["profile", "set", "--nickname", "민지"], as: ProfileSetCommand.self)
        #expect(set.nickname == "민지" && set.picture == nil)
        #expect(throws: UsageError.self) { try CommandLineTool.parse(["profile", "set"]) }
        let delete = try command(["profile", "delete", "--yes"], as: ProfileDeleteCommand.self)
        #expect(delete.yes && !delete.json)
        #expect(try command(["about", "--json"], as: AboutCommand.self).json)
    }

    @Test func deletionPlanIsDescribedWithCounts() {
        let plan = AlbumErasure(
            directory: "/album", photoCount: 12, trashedPhotoCount: 1, userPoseCount: 0, likedPoseCount: 3,
            hasProfile: true, nickname: "민지", fileCount: 40, folderCount: 9, keptNames: ["notes.txt"]
        )
        #expect(ProfileDeleteCommand.describe(plan) == [
            "This permanently removes everything poki keeps in /album:",
            "  12 photos, 1 photo in the trash",
            "  0 poses you added, 3 liked poses",
            "  your profile (민지)",
            "  40 files and 9 folders in all",
            "Kept, as they are not poki's: notes.txt",
        ])
    }
}
