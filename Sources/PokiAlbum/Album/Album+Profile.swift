import PokiSystem

/// The album owner's profile (`profile.json`): a nickname and a picture, whose copy lives in
/// `profile/` with its dominant colour recorded beside it.
extension Album {
    // MARK: Reading

    /// The profile; a ``User`` with nothing set when there is none yet.
    public func profile() throws -> User {
        guard try state() == .album else { return User() }
        guard let user = try store.document(User.self, at: layout.profile) else { return User() }
        try DocumentValidation.checkSchemaVersion(user.schemaVersion, supported: User.currentSchemaVersion, path: layout.profile)
        // The picture is shown, and removed when replaced: it must be a file inside profile/.
        if let picture = user.picture, let problem = DocumentValidation.picturePathProblem(picture, folder: AlbumLayout.profilePicturesFolder) {
            throw DocumentError.corrupt(path: layout.profile, reason: problem)
        }
        return user
    }

    /// The profile with the album's counts and the days of its first and latest memories.
    ///
    /// Reads `profile.json`, `likes.json`, `poses.json`, the tag-count index and the first and last
    /// folders of the date index: the cost does not grow with the number of photos.
    public func profileSummary() throws -> ProfileSummary {
        guard try state() == .album else {
            return ProfileSummary(user: User(), photoCount: 0, likedPoseCount: 0, userPoseCount: 0, firstMemory: nil, latestMemory: nil)
        }
        let years = try index.years()
        var first: CalendarDay?
        for year in years {
            if let day = try index.days(in: year).first { first = day; break }
        }
        var latest: CalendarDay?
        for year in years.reversed() {
            if let day = try index.days(in: year).last { latest = day; break }
        }
        return ProfileSummary(
            user: try profile(), photoCount: try photoCount(), likedPoseCount: try likes().count,
            userPoseCount: try userPoses().count, firstMemory: first, latestMemory: latest
        )
    }

    // MARK: Changing

    /// Sets what is given and keeps the rest. Creates the album when it does not exist yet.
    ///
    /// A new picture is copied to `profile/picture-<sha8>.<ext>` before the profile is switched to
    /// it, and the previous copy is removed after; a crash in between leaves the old profile whole.
    /// - Parameters:
    ///   - nickname: 1 to 32 characters, kept in NFC without surrounding spaces; nil keeps the current one.
    ///   - picture: the new picture, already analysed (and so known to decode); nil keeps the current one.
    /// - Returns: the updated profile.
    /// - Throws: ``ProfileError/invalidNickname(_:)``, or ``FileSystemError/unreadableSource(path:reason:)``
    ///   when the picture cannot be read; nothing is changed then.
    @discardableResult
    public func updateProfile(nickname: String? = nil, picture: ReplacementImage? = nil) throws -> User {
        let validNickname = try nickname.map(Self.validatedNickname)
        if let picture { try Self.checkReadable(picture.sourcePath) }
        try prepareForWriting()
        var staged: StagedFile?
        defer { if let staged { try? store.remove(staged.temporaryPath) } }
        if let picture {
            try store.makeFolder(layout.profilePictures)
            staged = try store.stageCopy(of: picture.sourcePath, into: layout.profilePictures)
        }
        return try writing {
            let old = try profile()
            var user = old
            if let validNickname { user.nickname = validNickname }
            if let picture, let staged {
                let name = "picture-\(staged.sha256.prefix(8)).\(picture.analysis.format.fileExtension)"
                try store.place(staged, at: PathName.join(layout.profilePictures, name))
                try store.syncFolder(layout.profilePictures)
                user.picture = PathName.join(AlbumLayout.profilePicturesFolder, name)
                user.pictureColour = picture.analysis.palette.dominant?.colour
            }
            guard user != old else { return user }
            try store.replace(user, at: layout.profile)
            if let previous = old.picture, previous != user.picture {
                try store.remove(layout.path(toRelative: previous))
            }
            return user
        }
    }

    // MARK: Helpers

    /// `nickname` in NFC without surrounding spaces, if it is a usable nickname.
    static func validatedNickname(_ nickname: String) throws(ProfileError) -> String {
        let normalized = Tag.normalized(nickname).trimmingWhitespace()
        guard !normalized.isEmpty, normalized.count <= 32,
              !ControlCharacters.occur(in: normalized)
        else { throw ProfileError.invalidNickname(nickname) }
        return normalized
    }
}
