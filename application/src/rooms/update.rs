use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::RoomId;
use domain::permission::Permission;
use domain::room::{Room, RoomForm};
use domain::version::Version;

use super::{checked_draft, room_in_scope};
use crate::access::require;
use crate::audit::record_change;
use crate::groups::check_version;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct UpdateRoom<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl UpdateRoom<'_> {
    /// A room may move to another building of the same institution.
    pub fn execute(&self, actor: &Actor, id: RoomId, form: RoomForm, version: Version, request: &RequestMeta) -> Result<Room, AppError> {
        require(actor, Permission::RoomEdit)?;
        in_transaction(self.unit, |tx| {
            let before = room_in_scope(tx, actor, id)?;
            let draft = checked_draft(tx, actor, &form)?;
            check_version(before.version, Some(version))?;
            let after = tx.rooms().save(id, &draft, version)?;
            let context = AuditContext::by(actor, AuditAction::Update, request).within(after.institution_id);
            record_change(tx, &context, Some(&before), Some(&after))?;
            Ok(after)
        })
    }
}
