//! `/orders/`: orders (buyruq) naming students, drafted, applied in one transaction, reversed by the
//! order a cancellation creates.

pub(crate) mod apply;
pub(crate) mod crud;
pub(crate) mod incoming;
pub(crate) mod print;
pub(crate) mod scan;

use domain::order::{Order, OrderForm, OrderItemForm, SubjectCreditForm};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::dto::{InstitutionRefDto, NameDto};
use crate::science::day;
use application::ports::OrderView;

#[derive(Debug, Serialize, ToSchema)]
pub struct OrderItemDto {
    pub student_id: i64,
    pub student_name: String,
    pub pinfl: String,
    /// The student's group: where applying found them, the group now for a draft.
    pub edu_group_name: String,
    pub reason: String,
    pub to_edu_group_id: Option<i64>,
    pub to_edu_group_name: Option<String>,
    pub to_institution_id: Option<i64>,
    pub to_institution_name: Option<NameDto>,
    pub scholarship_type: Option<i64>,
    #[schema(format = Date)]
    pub date_from: Option<String>,
    #[schema(format = Date)]
    pub date_to: Option<String>,
    /// What applying did (absent for a draft).
    #[schema(value_type = Option<crate::codes::StudentStatusCode>)]
    pub from_status: Option<String>,
    #[schema(value_type = Option<crate::codes::StudentStatusCode>)]
    pub to_status: Option<String>,
    pub from_edu_group_id: Option<i64>,
    /// The institution applying found the student in (another one for an admitted transfer).
    pub from_institution_id: Option<i64>,
    pub from_institution_name: Option<NameDto>,
    /// A transfer into a group of another curriculum: the passed subjects credited as the new
    /// curriculum's (empty for every other item).
    pub subject_map: Vec<SubjectCreditDto>,
}

/// One line of a transfer's subject map: a subject the student passed counts as a subject of the
/// new group's curriculum.
#[derive(Debug, Default, Clone, Copy, Serialize, Deserialize, ToSchema)]
pub struct SubjectCreditDto {
    /// A subject of the student's results that they passed.
    #[serde(default)]
    #[schema(required = true, minimum = 1)]
    pub from_edu_subject_id: i64,
    /// A subject of the new group's curriculum, credited at most once.
    #[serde(default)]
    #[schema(required = true, minimum = 1)]
    pub to_edu_subject_id: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct OrderDto {
    pub id: i64,
    pub institution_id: i64,
    pub institution: InstitutionRefDto,
    pub number: String,
    #[schema(format = Date)]
    pub date: String,
    #[schema(value_type = crate::codes::OrderKindCode)]
    pub kind: String,
    pub purpose: String,
    pub body: String,
    pub basis: String,
    #[schema(value_type = crate::codes::OrderStateCode)]
    pub state: String,
    /// The order this one reverses.
    pub reverses_id: Option<i64>,
    /// The order that reversed this one.
    pub reversed_by_id: Option<i64>,
    pub items: Vec<OrderItemDto>,
    pub version: i32,
    /// The signed paper, scanned, once attached (`GET /orders/{id}/scan/` downloads it).
    pub scan: Option<OrderScanDto>,
}

/// What the order's JSON says of its signed scan.
#[derive(Debug, Serialize, ToSchema)]
pub struct OrderScanDto {
    /// `application/pdf`, `image/jpeg` or `image/png`, as its content showed.
    pub content_type: String,
    /// In bytes.
    pub size: i64,
    pub uploaded_at: chrono::DateTime<chrono::Utc>,
}

impl From<OrderView> for OrderDto {
    fn from(view: OrderView) -> Self {
        let OrderView { order, institution_name, names, .. } = view;
        let Order { id, institution_id, draft, state, reverses, reversed_by, applied, version, scan } = order;
        let items = draft
            .items
            .iter()
            .enumerate()
            .map(|(at, item)| {
                // Never the default: the view reads one set of names per item, from the items' own rows.
                let names = names.get(at).cloned().unwrap_or_default();
                let done = applied.get(at).cloned().flatten();
                OrderItemDto {
                    student_id: item.student_id.get(),
                    student_name: names.student_name,
                    pinfl: names.pinfl,
                    edu_group_name: names.group_name,
                    reason: item.reason.clone(),
                    to_edu_group_id: item.to_edu_group_id.map(|g| g.get()),
                    to_edu_group_name: names.to_group_name,
                    to_institution_id: item.to_institution_id.map(|i| i.get()),
                    to_institution_name: names.to_institution_name.as_ref().map(NameDto::from),
                    scholarship_type: item.scholarship_type,
                    date_from: item.date_from.map(day),
                    date_to: item.date_to.map(day),
                    from_status: done.as_ref().map(|d| d.from_status.code().to_string()),
                    to_status: done.as_ref().map(|d| d.to_status.code().to_string()),
                    from_edu_group_id: done.as_ref().map(|d| d.from_group.get()),
                    from_institution_id: done.as_ref().map(|d| d.from_institution.get()),
                    from_institution_name: names.from_institution_name.as_ref().map(NameDto::from),
                    subject_map: item
                        .subject_map
                        .iter()
                        .map(|c| SubjectCreditDto { from_edu_subject_id: c.from.get(), to_edu_subject_id: c.to.get() })
                        .collect(),
                }
            })
            .collect();
        OrderDto {
            id,
            institution_id: institution_id.get(),
            institution: InstitutionRefDto { id: institution_id.get(), name: NameDto::from(&institution_name) },
            number: draft.number.clone(),
            date: day(draft.date),
            kind: draft.kind.code().into(),
            purpose: draft.purpose.clone(),
            body: draft.body.clone(),
            basis: draft.basis.clone(),
            state: state.code().into(),
            reverses_id: reverses,
            reversed_by_id: reversed_by,
            items,
            version: version.get(),
            scan: scan.map(|s| OrderScanDto { content_type: s.content_type.code().into(), size: s.size, uploaded_at: s.uploaded_at }),
        }
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct OrderItemWriteDto {
    /// A living student of the order's institution (for an ADMISSION also one released to it).
    #[serde(default)]
    #[schema(required = true, minimum = 1)]
    pub student_id: i64,
    /// Why (required for an expulsion and an academic leave).
    #[serde(default)]
    #[schema(max_length = 500)]
    pub reason: String,
    /// The group the student moves to (a transfer, promotion, repeated year; a reinstatement may name one).
    #[serde(default)]
    pub to_edu_group_id: Option<i64>,
    /// A TRANSFER to another institution names it (and no group): applying releases the student,
    /// whom the receiving institution's ADMISSION order then admits into a group of its own.
    #[serde(default)]
    pub to_institution_id: Option<i64>,
    /// A scholarship order's type.
    #[serde(default)]
    pub scholarship_type: Option<i64>,
    #[serde(default)]
    #[schema(format = Date)]
    pub date_from: Option<String>,
    #[serde(default)]
    #[schema(format = Date)]
    pub date_to: Option<String>,
    /// A TRANSFER into a group of another curriculum (direction or form of study): which passed
    /// subject counts as which subject of the new curriculum; applying records the credits with
    /// their ratings, and the new curriculum's subjects of semesters behind the group left
    /// uncredited become academic debts (at most 200 lines).
    #[serde(default)]
    #[schema(max_items = 200)]
    pub subject_map: Vec<SubjectCreditDto>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct OrderWriteDto {
    /// Ministry-level roles name the institution; an institution-level role's own is taken.
    #[serde(default)]
    pub institution_id: Option<i64>,
    /// Unique in the institution's year.
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 64)]
    pub number: String,
    #[serde(default)]
    #[schema(required = true, format = Date)]
    pub date: String,
    #[serde(default)]
    #[schema(value_type = crate::codes::OrderKindCode, required = true)]
    pub kind: String,
    #[serde(default)]
    #[schema(max_length = 1000)]
    pub purpose: String,
    #[serde(default)]
    #[schema(max_length = 20000)]
    pub body: String,
    #[serde(default)]
    #[schema(max_length = 2000)]
    pub basis: String,
    /// The students, each once (1 to 500).
    #[serde(default)]
    #[schema(required = true)]
    pub items: Vec<OrderItemWriteDto>,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

impl OrderWriteDto {
    pub(crate) fn form(&self) -> OrderForm {
        OrderForm {
            number: self.number.clone(),
            date: self.date.clone(),
            kind: self.kind.clone(),
            purpose: self.purpose.clone(),
            body: self.body.clone(),
            basis: self.basis.clone(),
            items: self
                .items
                .iter()
                .map(|i| OrderItemForm {
                    student_id: i.student_id,
                    reason: i.reason.clone(),
                    to_edu_group_id: i.to_edu_group_id,
                    to_institution_id: i.to_institution_id,
                    scholarship_type: i.scholarship_type,
                    // An absent date is empty text, which the form reads as none (or refuses where required).
                    date_from: i.date_from.clone().unwrap_or_default(),
                    date_to: i.date_to.clone().unwrap_or_default(),
                    subject_map: i
                        .subject_map
                        .iter()
                        .map(|c| SubjectCreditForm { from_edu_subject_id: c.from_edu_subject_id, to_edu_subject_id: c.to_edu_subject_id })
                        .collect(),
                })
                .collect(),
        }
    }
}
