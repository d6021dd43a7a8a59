//! The portal's links: a student record's account (`students.user_id`) and the parents linked to
//! it (`parent_children`), and the orders that name a student.

use crate::stored;
use std::sync::LazyLock;

use application::ports::{
    NewNotification, Notification, Notifications, ParentChild, ParentRecord, PortalRepository, StudentOrder, UNREAD_BOUND,
};
use application::AppError;
use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Date, Nullable, SmallInt, Text, Timestamptz};
use domain::ids::{InstitutionId, RoleId, StudentId, UserId};
use domain::multilingual::MultilingualName;
use domain::order::{OrderKind, OrderState};
use domain::portal::{Linked, NotificationKind, Relation};
use domain::role::names;

use crate::errors::internal;
use crate::schema::{parent_children, portal_notification_reads, portal_notifications, roles, students, user_roles, users};
use crate::statements::Statement;
use crate::unit_of_work::PgTransaction;

/// A person's full name as the lists show it.
const FULL_NAME: &str = "trim(c.last_name || ' ' || c.first_name || ' ' || c.middle_name)";

#[derive(QueryableByName)]
struct ChildRow {
    #[diesel(sql_type = BigInt)]
    parent_id: i64,
    #[diesel(sql_type = BigInt)]
    student_id: i64,
    #[diesel(sql_type = Text)]
    fio: String,
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
}

#[derive(QueryableByName)]
struct OrderRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    number: String,
    #[diesel(sql_type = Date)]
    date: NaiveDate,
    #[diesel(sql_type = Text)]
    kind: String,
    #[diesel(sql_type = Text)]
    state: String,
    #[diesel(sql_type = Text)]
    purpose: String,
    #[diesel(sql_type = Nullable<Text>)]
    from_group: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    to_group: Option<String>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    applied_at: Option<DateTime<Utc>>,
}

impl PgTransaction<'_> {
    /// The living accounts of `ids` that hold the parent's role.
    fn parents_among(&mut self, ids: Option<Vec<i64>>, search: Option<&str>) -> Result<Vec<ParentRecord>, AppError> {
        let mut query = users::table
            .inner_join(user_roles::table.inner_join(roles::table))
            .filter(roles::name.eq(names::PARENT))
            .filter(users::deleted_at.is_null())
            .select((users::id, users::username, users::name))
            .order(users::id)
            .into_boxed();
        if let Some(ids) = ids {
            query = query.filter(users::id.eq_any(ids));
        }
        if let Some(search) = search {
            query = query.filter(users::username.eq(search.to_string()).or(users::pinfl.eq(search.to_string())));
        }
        let rows: Vec<(i64, String, String)> = query.load(self.conn).map_err(internal)?;
        Ok(rows.into_iter().map(|(id, username, name)| ParentRecord { id: UserId::from_stored(id), username, name }).collect())
    }
}

#[derive(QueryableByName)]
struct NotificationRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    kind: String,
    #[diesel(sql_type = Nullable<Text>)]
    subject_uz: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    subject_uz_cyrl: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    subject_ru: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    subject_en: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    order_number: Option<String>,
    #[diesel(sql_type = Nullable<SmallInt>)]
    mark: Option<i16>,
    #[diesel(sql_type = Nullable<Date>)]
    date: Option<NaiveDate>,
    #[diesel(sql_type = Timestamptz)]
    created_at: DateTime<Utc>,
}

const NOTIFICATIONS: Statement = Statement::new(
    "portal.notifications",
    &["int8", "date", "int8"],
    "SELECT n.id, n.kind, s.name_uz AS subject_uz, s.name_uz_cyrl AS subject_uz_cyrl, s.name_ru AS subject_ru, s.name_en AS subject_en, \
     o.number AS order_number, n.mark, n.date, n.created_at FROM portal_notifications n \
     LEFT JOIN edu_subjects s ON s.id = n.edu_subject_id LEFT JOIN orders o ON o.id = n.order_id \
     WHERE n.student_id = $1 AND n.visible_from <= $2 ORDER BY n.id DESC LIMIT $3",
);

static CHILDREN: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "portal.children",
        &["int8[]"],
        format!(
            "SELECT pc.parent_id, s.id AS student_id, {FULL_NAME} AS fio, s.institution_id FROM parent_children pc \
         JOIN students s ON s.id = pc.student_id AND s.deleted_at IS NULL JOIN citizens c ON c.id = s.citizen_id \
         WHERE pc.parent_id = ANY($1) ORDER BY pc.parent_id, s.id"
        ),
    )
});

const ORDERS: Statement = Statement::new(
    "portal.orders",
    &["int8"],
    "SELECT o.id, o.number, o.date, o.kind, o.state, o.purpose, fg.name AS from_group, \
     tg.name AS to_group, o.applied_at FROM order_items i JOIN orders o ON o.id = i.order_id \
     LEFT JOIN edu_groups fg ON fg.id = i.from_group_id \
     LEFT JOIN edu_groups tg ON tg.id = coalesce(i.applied_group_id, i.to_edu_group_id) \
     WHERE i.student_id = $1 AND o.state <> 'DRAFT' ORDER BY o.date DESC, o.id DESC",
);

/// On a second read of a student's notifications, the furthest one read of the two.
fn later_read() -> diesel::expression::SqlLiteral<BigInt> {
    diesel::dsl::sql::<BigInt>("GREATEST(portal_notification_reads.read_up_to, excluded.read_up_to)")
}

impl PortalRepository for PgTransaction<'_> {
    fn notify(&mut self, notifications: &[NewNotification]) -> Result<(), AppError> {
        if notifications.is_empty() {
            return Ok(());
        }
        let rows: Vec<_> = notifications
            .iter()
            .map(|n| {
                (
                    portal_notifications::student_id.eq(n.student.get()),
                    portal_notifications::kind.eq(n.kind.code()),
                    portal_notifications::edu_subject_id.eq(n.subject.map(|s| s.get())),
                    portal_notifications::order_id.eq(n.order),
                    portal_notifications::mark.eq(n.mark.map(i16::from)),
                    portal_notifications::date.eq(n.date),
                    portal_notifications::visible_from.eq(n.visible_from),
                )
            })
            .collect();
        diesel::insert_into(portal_notifications::table).values(rows).execute(self.conn).map_err(internal)?;
        Ok(())
    }

    fn notifications(&mut self, reader: UserId, student: StudentId, today: NaiveDate, limit: i64) -> Result<Notifications, AppError> {
        let marked: Option<i64> = portal_notification_reads::table
            .find((reader.get(), student.get()))
            .select(portal_notification_reads::read_up_to)
            .first(self.conn)
            .optional()
            .map_err(internal)?;
        // A reader who has read nothing yet has no row: read up to nothing.
        let read_up_to = marked.unwrap_or(0);
        let rows: Vec<NotificationRow> = NOTIFICATIONS
            .query()
            .bind::<BigInt, _>(student.get())
            .bind::<Date, _>(today)
            .bind::<BigInt, _>(limit)
            .load(self.conn)
            .map_err(internal)?;
        let unread = portal_notifications::table
            .filter(portal_notifications::student_id.eq(student.get()))
            .filter(portal_notifications::id.gt(read_up_to))
            .filter(portal_notifications::visible_from.le(today))
            .select(portal_notifications::id)
            .limit(UNREAD_BOUND)
            .load::<i64>(self.conn)
            .map_err(internal)?
            .len() as i64;
        let items = rows
            .into_iter()
            .map(|r| {
                // A notification about a subject has all four parts of its name, one about none has none.
                let subject = match (r.subject_uz, r.subject_uz_cyrl, r.subject_ru, r.subject_en) {
                    (Some(uz), Some(uz_cyrl), Some(ru), Some(en)) => Some(MultilingualName::from_stored(uz, uz_cyrl, ru, en)),
                    _ => None,
                };
                Ok(Notification {
                    id: r.id,
                    kind: NotificationKind::parse(&r.kind)
                        .map_err(|_| AppError::internal(format!("stored notification kind {}", r.kind)))?,
                    subject,
                    order_number: r.order_number,
                    mark: r.mark.and_then(|m| u8::try_from(m).ok()),
                    date: r.date,
                    created_at: r.created_at,
                    read: r.id <= read_up_to,
                })
            })
            .collect::<Result<_, AppError>>()?;
        Ok(Notifications { items, unread })
    }

    fn mark_read(&mut self, reader: UserId, student: StudentId, up_to: i64) -> Result<(), AppError> {
        diesel::insert_into(portal_notification_reads::table)
            .values((
                portal_notification_reads::user_id.eq(reader.get()),
                portal_notification_reads::student_id.eq(student.get()),
                portal_notification_reads::read_up_to.eq(up_to),
            ))
            .on_conflict((portal_notification_reads::user_id, portal_notification_reads::student_id))
            .do_update()
            .set(portal_notification_reads::read_up_to.eq(later_read()))
            .execute(self.conn)
            .map_err(internal)?;
        Ok(())
    }

    fn linked(&mut self, user: UserId) -> Result<Vec<Linked>, AppError> {
        let own: Vec<i64> = students::table
            .filter(students::user_id.eq(user.get()))
            .filter(students::deleted_at.is_null())
            .select(students::id)
            .order(students::id)
            .load(self.conn)
            .map_err(internal)?;
        let children: Vec<i64> = parent_children::table
            .inner_join(students::table)
            .filter(parent_children::parent_id.eq(user.get()))
            .filter(students::deleted_at.is_null())
            .select(students::id)
            .order(students::id)
            .load(self.conn)
            .map_err(internal)?;
        let linked = |relation| move |id| Linked { student: StudentId::from_stored(id), relation };
        Ok(own.into_iter().map(linked(Relation::Own)).chain(children.into_iter().map(linked(Relation::Child))).collect())
    }

    fn role_named(&mut self, name: &str) -> Result<Option<RoleId>, AppError> {
        let id: Option<i64> = roles::table.filter(roles::name.eq(name)).select(roles::id).first(self.conn).optional().map_err(internal)?;
        Ok(id.map(RoleId::from_stored))
    }

    fn pinfl_taken(&mut self, pinfl: &str) -> Result<bool, AppError> {
        let taken = users::table.filter(users::pinfl.eq(pinfl)).filter(users::deleted_at.is_null());
        diesel::select(diesel::dsl::exists(taken)).get_result(self.conn).map_err(internal)
    }

    fn set_account(&mut self, student: StudentId, user: UserId) -> Result<(), AppError> {
        diesel::update(students::table.find(student.get())).set(students::user_id.eq(user.get())).execute(self.conn).map_err(internal)?;
        Ok(())
    }

    fn parent(&mut self, id: UserId) -> Result<Option<ParentRecord>, AppError> {
        Ok(self.parents_among(Some(vec![id.get()]), None)?.pop())
    }

    fn find_parent(&mut self, search: &str) -> Result<Option<ParentRecord>, AppError> {
        Ok(self.parents_among(None, Some(search))?.pop())
    }

    fn parents_of(&mut self, student: StudentId) -> Result<Vec<ParentRecord>, AppError> {
        let ids: Vec<i64> = parent_children::table
            .filter(parent_children::student_id.eq(student.get()))
            .select(parent_children::parent_id)
            .load(self.conn)
            .map_err(internal)?;
        self.parents_among(Some(ids), None)
    }

    fn children(&mut self, parents: &[UserId]) -> Result<Vec<(UserId, ParentChild)>, AppError> {
        let ids: Vec<i64> = parents.iter().map(|p| p.get()).collect();
        let rows: Vec<ChildRow> = CHILDREN.query().bind::<diesel::sql_types::Array<BigInt>, _>(ids).load(self.conn).map_err(internal)?;
        Ok(rows
            .into_iter()
            .map(|r| {
                let child = ParentChild {
                    student: StudentId::from_stored(r.student_id),
                    fio: r.fio,
                    institution: InstitutionId::from_stored(r.institution_id),
                };
                (UserId::from_stored(r.parent_id), child)
            })
            .collect())
    }

    fn link(&mut self, parent: UserId, student: StudentId, by: UserId) -> Result<bool, AppError> {
        let added = diesel::insert_into(parent_children::table)
            .values((
                parent_children::parent_id.eq(parent.get()),
                parent_children::student_id.eq(student.get()),
                parent_children::linked_by.eq(by.get()),
            ))
            .on_conflict_do_nothing()
            .execute(self.conn)
            .map_err(internal)?;
        Ok(added > 0)
    }

    fn unlink(&mut self, parent: UserId, student: StudentId) -> Result<bool, AppError> {
        let removed = diesel::delete(parent_children::table.find((parent.get(), student.get()))).execute(self.conn).map_err(internal)?;
        Ok(removed > 0)
    }

    fn orders_of(&mut self, student: StudentId) -> Result<Vec<StudentOrder>, AppError> {
        let rows: Vec<OrderRow> = ORDERS.query().bind::<BigInt, _>(student.get()).load(self.conn).map_err(internal)?;
        rows.into_iter()
            .map(|r| {
                Ok(StudentOrder {
                    id: r.id,
                    number: r.number,
                    date: r.date,
                    kind: stored::code(OrderKind::parse, &r.kind, "an order's kind")?,
                    state: stored::code(OrderState::parse, &r.state, "an order's state")?,
                    purpose: r.purpose,
                    from_group: r.from_group,
                    to_group: r.to_group,
                    applied_at: r.applied_at,
                })
            })
            .collect()
    }
}

pub(crate) fn statements() -> Vec<Statement> {
    let read = diesel::insert_into(portal_notification_reads::table)
        .values((
            portal_notification_reads::user_id.eq(0_i64),
            portal_notification_reads::student_id.eq(0_i64),
            portal_notification_reads::read_up_to.eq(0_i64),
        ))
        .on_conflict((portal_notification_reads::user_id, portal_notification_reads::student_id))
        .do_update()
        .set(portal_notification_reads::read_up_to.eq(later_read()));
    vec![Statement::rendered("portal.mark_read", read), NOTIFICATIONS, Statement::clone(&CHILDREN), ORDERS]
}
