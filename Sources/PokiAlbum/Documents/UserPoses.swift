import PokiSystem

/// The content of `poses.json`: the poses the user added, in the order they were added.
struct UserPoses: Sendable, Equatable, Codable {
    static let currentSchemaVersion = 1
    /// The number in the first user pose's ID, `user-1000`.
    static let firstNumber = 1000
    /// User pose IDs are this prefix and a decimal number.
    static let idPrefix = "user-"

    var schemaVersion = Self.currentSchemaVersion
    /// The number of the next pose's ID. It only grows, so an ID is never given to a second pose.
    var nextNumber = Self.firstNumber
    var poses: [Pose] = []
    /// The poses `pose remove` removed, the latest ``removedLimit``, so that a merge with another
    /// device's list (Syncthing) keeps them removed rather than bringing them back.
    var removed: [RemovedPose]?

    /// A pose removed: its ID and its picture's SHA-256, which tell it from another device's pose
    /// of the same number.
    struct RemovedPose: Sendable, Equatable, Codable {
        var id: String
        var imageSHA256: String?

        /// Whether `pose` is the one removed.
        func isRecord(of pose: Pose) -> Bool {
            pose.id == id && pose.imageSHA256 == imageSHA256
        }
    }

    /// How many removals are remembered.
    static let removedLimit = 200

    /// Records that `pose` was removed, forgetting the oldest removals past ``removedLimit``.
    mutating func recordRemoval(of pose: Pose) {
        var records = removed ?? []
        records.append(RemovedPose(id: pose.id, imageSHA256: pose.imageSHA256))
        removed = Array(records.suffix(Self.removedLimit))
    }

    /// Numbers a pose ID may have; the bound keeps `nextNumber + 1` far from overflow.
    static let numberRange = firstNumber...999_999_999

    /// The number of a user pose's ID (`1003` for `user-1003`); 0 for an ID that has none.
    static func number(of id: String) -> Int {
        guard id.hasPrefix(idPrefix) else { return 0 }
        return DocumentValidation.decimal(id.dropFirst(idPrefix.count)) ?? 0
    }

    /// Why the document is not one poki writes, or nil when it is: every pose's ID is `user-<n>`
    /// with `n` in ``numberRange`` and below ``nextNumber``, its picture a file inside
    /// `pictureFolder`, its palette's shares within 0…1.
    func problem(pictureFolder: String) -> Phrase? {
        guard (Self.numberRange.lowerBound...(Self.numberRange.upperBound + 1)).contains(nextNumber) else {
            return Phrase(
                "nextNumber \(nextNumber) is outside \(Self.numberRange.lowerBound)…\(Self.numberRange.upperBound + 1)",
                korean: "nextNumber \(nextNumber): \(Self.numberRange.lowerBound)…\(Self.numberRange.upperBound + 1) 범위 밖입니다"
            )
        }
        for pose in poses {
            guard pose.id.hasPrefix(Self.idPrefix), let number = DocumentValidation.decimal(pose.id.dropFirst(Self.idPrefix.count)),
                  Self.numberRange.contains(number)
            else { return Phrase("pose ID '\(pose.id)' is not user-<number>", korean: "포즈 ID '\(pose.id)': user-<번호> 꼴이 아닙니다") }
            guard number < nextNumber else {
                return Phrase("pose ID '\(pose.id)' is not below nextNumber \(nextNumber)", korean: "포즈 ID '\(pose.id)': nextNumber \(nextNumber)보다 작지 않습니다")
            }
            if let path = pose.imagePath, let problem = DocumentValidation.picturePathProblem(path, folder: pictureFolder) {
                return Phrase("pose '\(pose.id)': ", korean: "포즈 '\(pose.id)': ") + problem
            }
            if let sha256 = pose.imageSHA256, sha256.utf8.count != 64 || !sha256.utf8.allSatisfy(DocumentValidation.isLowerHexDigit) {
                return Phrase("pose '\(pose.id)': imageSHA256 is not a SHA-256", korean: "포즈 '\(pose.id)': imageSHA256 값이 SHA-256이 아닙니다")
            }
            if let palette = pose.palette, let problem = DocumentValidation.paletteProblem(palette) {
                return Phrase("pose '\(pose.id)': ", korean: "포즈 '\(pose.id)': ") + problem
            }
        }
        for record in removed ?? [] {
            guard record.id.hasPrefix(Self.idPrefix), Self.numberRange.contains(Self.number(of: record.id)) else {
                return Phrase("removed pose ID '\(record.id)' is not user-<number>", korean: "삭제된 포즈 ID '\(record.id)': user-<번호> 꼴이 아닙니다")
            }
            if let sha256 = record.imageSHA256, sha256.utf8.count != 64 || !sha256.utf8.allSatisfy(DocumentValidation.isLowerHexDigit) {
                return Phrase("removed pose '\(record.id)': imageSHA256 is not a SHA-256", korean: "삭제된 포즈 '\(record.id)': imageSHA256 값이 SHA-256이 아닙니다")
            }
        }
        return nil
    }
}
