//! Orders (buyruq): the aggregate a transaction loads and saves, and the read model of their list.

use domain::actor::Scope;
use domain::graduate::uuid_text::PublicId;
use domain::ids::{InstitutionId, StudentId};
use domain::multilingual::MultilingualName;
use domain::order::{Order, OrderDraft, OrderKind, OrderState, ScanType};
use domain::paging::{Page, PageRequest};
use domain::version::Version;

use super::Lock;
use crate::AppError;

/// The names an item's screen and print show beside its ids.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ItemNames {
    pub student_name: String,
    pub pinfl: String,
    /// The student's group: the one applying found them in, the group now for a draft.
    pub group_name: String,
    pub to_group_name: Option<String>,
    pub to_institution_name: Option<MultilingualName>,
    /// The institution applying found the student in (absent for a draft).
    pub from_institution_name: Option<MultilingualName>,
}

/// An order with the names its screens show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderView {
    pub order: Order,
    pub institution_name: MultilingualName,
    /// The unguessable id of its public verification page.
    pub public_id: String,
    /// One per item, in the items' order.
    pub names: Vec<ItemNames>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderQuery {
    pub scope: Scope,
    pub institution_id: Option<InstitutionId>,
    pub kind: Option<OrderKind>,
    pub state: Option<OrderState>,
    /// Orders naming this student.
    pub student_id: Option<StudentId>,
    /// The number's text.
    pub search: Option<String>,
    pub page: PageRequest,
}

/// A student another institution's applied transfer order released to an institution, waiting for
/// its admission order: what the receiver may see of them and where they come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IncomingTransfer {
    pub student_id: StudentId,
    pub student_name: String,
    pub pinfl: String,
    pub from_institution_id: InstitutionId,
    pub from_institution_name: MultilingualName,
    /// The group the student leaves (its name only).
    pub from_group_name: String,
    pub to_institution_id: InstitutionId,
    /// The sender's transfer order.
    pub order_id: i64,
    pub order_number: String,
    pub order_date: chrono::NaiveDate,
    pub reason: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IncomingQuery {
    /// Only students released to the institutions of this scope.
    pub scope: Scope,
    /// The receiving institution asked for (the ministry's filter).
    pub institution_id: Option<InstitutionId>,
    pub page: PageRequest,
}

/// The read side: newest first, paged and filtered in the database.
#[cfg_attr(test, mockall::automock)]
pub trait OrderQueries: Send + Sync {
    fn list(&self, query: &OrderQuery) -> Result<Page<OrderView>, AppError>;
    fn find(&self, id: i64) -> Result<Option<OrderView>, AppError>;
    /// The order a print's QR code names.
    fn by_public_id(&self, public_id: &PublicId) -> Result<Option<OrderView>, AppError>;
    /// Students released to the scope's institutions and not admitted yet, the newest release first.
    fn incoming(&self, query: &IncomingQuery) -> Result<Page<IncomingTransfer>, AppError>;
    /// The signed scan of an order and its type, if one was attached.
    fn scan(&self, id: i64) -> Result<Option<(ScanType, Vec<u8>)>, AppError>;
}

/// Orders as a transaction loads and saves them.
#[cfg_attr(test, mockall::automock)]
pub trait OrderRepository {
    fn find(&mut self, id: i64, lock: Lock) -> Result<Option<OrderView>, AppError>;
    /// A new draft (or, with `reverses`, the applied reversal of that order). Its id.
    /// `Conflict(OrderRule::NumberTaken)`.
    fn insert(&mut self, institution: InstitutionId, draft: &OrderDraft, reverses: Option<i64>) -> Result<i64, AppError>;
    /// Replaces a draft read at `version`. `StaleVersion`, `Conflict(OrderRule::NumberTaken)`.
    fn save(&mut self, id: i64, draft: &OrderDraft, version: Version) -> Result<(), AppError>;
    fn delete(&mut self, id: i64) -> Result<(), AppError>;
    /// Stores the order's state and reversal and what applying did to each item.
    fn save_state(&mut self, order: &Order) -> Result<(), AppError>;
    /// The institution (its Uzbek name) where another living record of the student's PINFL is
    /// studying (ACTIVE or ON-LEAVE), if any.
    fn studying_elsewhere(&mut self, student: StudentId) -> Result<Option<String>, AppError>;
    /// The institution an applied transfer order released the student to, while the student still
    /// stands where that release left them (not admitted since, the release not reversed).
    fn released_to(&mut self, student: StudentId) -> Result<Option<InstitutionId>, AppError>;
    /// Attaches the signed scan, replacing an earlier one.
    fn store_scan(&mut self, id: i64, kind: ScanType, content: &[u8]) -> Result<(), AppError>;
}
