use domain::paging::{Page, PageRequest};

use crate::ports::{Clock, OpenSession, SessionStore};
use crate::session::Session;
use crate::AppError;

/// One of one's open sessions, and whether it is the one asking.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MySession {
    pub session: OpenSession,
    pub current: bool,
}

/// The sessions one holds open, newest first.
pub struct MySessions<'a> {
    pub sessions: &'a dyn SessionStore,
    pub clock: &'a dyn Clock,
}

impl MySessions<'_> {
    pub fn execute(&self, session: &Session, page: PageRequest) -> Result<Page<MySession>, AppError> {
        let open = self.sessions.sessions_of(session.actor.user_id, self.clock.now(), page)?;
        Ok(open.map(|s| MySession { current: s.session_id == session.claims.session_id, session: s }))
    }
}
