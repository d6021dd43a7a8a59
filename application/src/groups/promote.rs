use chrono::NaiveDate;
use domain::actor::Actor;
use domain::assessment::{promotion, CourseStanding, Gpa, MarkingSystem, StayReason};
use domain::audit::AuditAction;
use domain::group::{Group, GroupStatus};
use domain::ids::{GroupId, StudentId};
use domain::order::{OrderDraft, OrderForm, OrderItemForm, OrderKind};
use domain::permission::Permission;
use domain::student::StudentStatus;
use domain::validation::{Invalid, ValidationErrors};

use super::group_in_scope;
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, Clock, Lock, OrderView, RequestMeta, Transaction, UnitOfWork};
use crate::results::kept_gpa;
use crate::schedule::today;
use crate::AppError;

/// A studying student of the group at the end of the course.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PromotionCandidate {
    pub student: StudentId,
    pub full_name: String,
    pub gpa: Option<Gpa>,
    pub debts: i64,
    /// Why they stay; none: they move on.
    pub stays: Option<StayReason>,
}

/// Who of a group moves to the next course and who stays, and the order that moved them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Promotion {
    pub group: GroupId,
    /// The credit system weighs the GPA against the limit; the others the debts.
    pub credit_system: bool,
    pub limit: Gpa,
    pub students: Vec<PromotionCandidate>,
    pub order: Option<OrderView>,
}

/// What the promotion's order says: its number and date, and the group of the next course.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PromotionForm {
    pub to_edu_group_id: i64,
    pub number: String,
    pub date: String,
}

pub struct PreviewPromotion<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl PreviewPromotion<'_> {
    /// The group's studying students with their kept GPA and debts, and whether each moves on.
    pub fn execute(&self, actor: &Actor, id: GroupId) -> Result<Promotion, AppError> {
        require(actor, Permission::StudentTransfer)?;
        let today = today(self.clock);
        in_transaction(self.unit, |tx| {
            let group = group_in_scope(tx, actor, id, Lock::None)?;
            candidates(tx, &group, today)
        })
    }
}

pub struct PromoteGroup<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl PromoteGroup<'_> {
    /// Moves those who qualify to a group of the next course by a promotion order, created and
    /// applied in one transaction; the others stay, each with the reason. Nobody qualifying, no
    /// order is made.
    pub fn execute(&self, actor: &Actor, id: GroupId, form: &PromotionForm, request: &RequestMeta) -> Result<Promotion, AppError> {
        require(actor, Permission::StudentTransfer)?;
        let target = GroupId::new(form.to_edu_group_id).map_err(|e| ValidationErrors::single("to_edu_group_id", e))?;
        let today = today(self.clock);
        in_transaction(self.unit, |tx| {
            let group = group_in_scope(tx, actor, id, Lock::ForUpdate)?;
            let to = tx.groups().find(target, Lock::None)?.filter(|g| g.institution_id == group.institution_id);
            let Some(to) = to.filter(|g| g.status == GroupStatus::Active) else {
                return Err(ValidationErrors::single("to_edu_group_id", Invalid::UnknownValue).into());
            };
            let next = group.details.course + 1;
            if to.details.course != next {
                return Err(ValidationErrors::single("to_edu_group_id", Invalid::NotNextCourse { course: i64::from(next) }).into());
            }
            if to.details.edu_direction_id != group.details.edu_direction_id {
                return Err(ValidationErrors::single("to_edu_group_id", Invalid::OtherDirection).into());
            }
            let mut promotion = candidates(tx, &group, today)?;
            let moving: Vec<OrderItemForm> = promotion
                .students
                .iter()
                .filter(|c| c.stays.is_none())
                .map(|c| OrderItemForm { student_id: c.student.get(), to_edu_group_id: Some(to.id.get()), ..OrderItemForm::default() })
                .collect();
            let order_form = OrderForm {
                number: form.number.clone(),
                date: form.date.clone(),
                kind: OrderKind::Promotion.code().into(),
                purpose: format!("{} → {}", group.details.name, to.details.name),
                items: moving,
                ..OrderForm::default()
            };
            if order_form.items.is_empty() {
                // Nobody moving is not an error: the answer says who stays and why.
                return Ok(promotion);
            }
            let draft = OrderDraft::parse(&order_form)?;
            let order = tx.orders().insert(group.institution_id, &draft, None)?;
            let mut view = tx.orders().find(order, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
            let context = AuditContext::by(actor, AuditAction::Create, request).within(group.institution_id);
            record_change(tx, &context, None, Some(&view.order))?;
            crate::orders::apply_items(tx, actor, &mut view, request)?;
            promotion.order = tx.orders().find(order, Lock::None)?;
            Ok(promotion)
        })
    }
}

/// The group's studying students, each with their kept GPA, debts and promotion.
fn candidates(tx: &mut dyn Transaction, group: &Group, today: NaiveDate) -> Result<Promotion, AppError> {
    let curriculum = group.details.curriculum_id;
    let credit_system = tx.assessment().plans(curriculum)?.iter().any(|p| p.plan.marking_system == MarkingSystem::Credit);
    let (settings, _) = tx.journal().settings(group.institution_id)?;
    let limit = settings.promotion_gpa;
    let members: Vec<_> = tx.groups().members(group.id)?.into_iter().filter(|m| m.status == StudentStatus::Active).collect();
    let ids: Vec<StudentId> = members.iter().map(|m| m.id).collect();
    let sums = tx.standings().sums(&ids, curriculum, today)?;
    let students = members
        .into_iter()
        .map(|m| {
            let kept = kept_gpa(sums.iter().filter(|s| s.student == m.id));
            let standing = CourseStanding { gpa: kept.cumulative, debts: kept.debts };
            PromotionCandidate {
                student: m.id,
                full_name: m.fio,
                gpa: kept.cumulative,
                debts: kept.debts,
                stays: promotion(standing, credit_system, limit).err(),
            }
        })
        .collect();
    Ok(Promotion { group: group.id, credit_system, limit, students, order: None })
}
