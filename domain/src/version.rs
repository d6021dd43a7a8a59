/// The optimistic-lock counter every editable object carries. An update names the version it
/// read; a stale one is refused so that two editors never overwrite each other unseen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Version(i32);

impl Version {
    pub fn new(value: i32) -> Self {
        Self(value)
    }

    pub fn get(self) -> i32 {
        self.0
    }

    pub fn next(self) -> Self {
        Self(self.0.saturating_add(1))
    }
}
